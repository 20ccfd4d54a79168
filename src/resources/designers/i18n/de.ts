import type { en } from './en';

export const de: typeof en = {
  resources: {
    designers: {
      fields: { name: 'Name', slug: 'Slug', country: 'Land', bio: 'Biografie', is_active: 'Aktiv', products_count: 'Produkte', updated_at: 'Geändert', q: 'Suchen' },
    },
  },
  modules: { designers: 'Designer' },
};
