/** Messages of orders (planned): its module label, for the roles screen. */
export const en = {
  modules: { orders: 'Orders' },
};
