import type { en } from './en';

export const pt: typeof en = {
  modules: { coupons: 'Cupons' },
};
