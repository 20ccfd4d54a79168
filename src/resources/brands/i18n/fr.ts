import type { en } from './en';

export const fr: typeof en = {
  resources: {
    brands: {
      fields: {
        name: 'Nom',
        slug: 'Slug',
        description: 'Description',
        logo: 'URL du logo',
        is_active: 'Actif',
        products_count: 'Produits',
        updated_at: 'Modifié le',
        q: 'Rechercher',
      },
    },
  },
  modules: { brands: 'Marques' },
};
