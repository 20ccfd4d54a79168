import type { en } from './en';

export const fr: typeof en = {
  resources: {
    conditions: {
      fields: { name: 'Nom', code: 'Code', description: 'Description', q: 'Rechercher' },
      code_help: 'Majuscules, chiffres et tirets bas, p. ex. VERY_GOOD',
    },
  },
  modules: { conditions: 'États' },
};
