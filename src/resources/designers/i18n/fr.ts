import type { en } from './en';

export const fr: typeof en = {
  resources: {
    designers: {
      fields: { name: 'Nom', slug: 'Slug', country: 'Pays', bio: 'Biographie', is_active: 'Actif', products_count: 'Produits', updated_at: 'Modifié le', q: 'Rechercher' },
    },
  },
  modules: { designers: 'Créateurs' },
};
