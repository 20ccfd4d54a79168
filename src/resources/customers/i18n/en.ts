/** Messages of customers (planned): its module label, for the roles screen. */
export const en = {
  modules: { customers: 'Customers' },
};
