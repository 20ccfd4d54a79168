import type { en } from './en';

export const pt: typeof en = {
  resources: {
    conditions: {
      fields: { name: 'Nome', code: 'Código', description: 'Descrição', q: 'Pesquisar' },
      code_help: 'Letras maiúsculas, dígitos e sublinhados, ex.: VERY_GOOD',
    },
  },
  modules: { conditions: 'Condições' },
};
