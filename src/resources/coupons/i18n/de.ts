import type { en } from './en';

export const de: typeof en = {
  modules: { coupons: 'Gutscheine' },
};
