import type { en } from './en';

export const de: typeof en = {
  resources: {
    brands: {
      fields: {
        name: 'Name',
        slug: 'Slug',
        description: 'Beschreibung',
        logo: 'Logo-URL',
        is_active: 'Aktiv',
        products_count: 'Produkte',
        updated_at: 'Geändert',
        q: 'Suchen',
      },
    },
  },
  modules: { brands: 'Marken' },
};
