import type { en } from './en';

export const de: typeof en = {
  resources: {
    conditions: {
      fields: { name: 'Name', code: 'Code', description: 'Beschreibung', q: 'Suchen' },
      code_help: 'Großbuchstaben, Ziffern und Unterstriche, z. B. VERY_GOOD',
    },
  },
  modules: { conditions: 'Zustände' },
};
