import type { en } from './en';

export const fr: typeof en = {
  modules: { warehouses: 'Entrepôts' },
};
