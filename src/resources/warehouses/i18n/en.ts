/** Messages of warehouses (planned): its module label, for the roles screen. */
export const en = {
  modules: { warehouses: 'Warehouses' },
};
