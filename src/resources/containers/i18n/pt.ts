import type { en } from './en';

export const pt: typeof en = {
  modules: { containers: 'Contêineres do CMS' },
};
