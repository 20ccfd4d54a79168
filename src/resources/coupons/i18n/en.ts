/** Messages of coupons (planned): its module label, for the roles screen. */
export const en = {
  modules: { coupons: 'Coupons' },
};
