import type { en } from './en';

export const fr: typeof en = {
  resources: {
    categories: {
      fields: {
        path: 'Sous', name: 'Nom', slug: 'Slug', parent_id: 'Catégorie parente', new_parent: 'Nouvelle catégorie parente',
        description: 'Description', children_count: 'Sous-catégories', products_count: 'Produits', is_active: 'Active', actions: 'Actions', q: 'Rechercher',
      },
      own_products: '(dont %{count} ici)',
      move: 'Déplacer',
      move_title: 'Déplacer « %{name} » et ses sous-catégories',
      move_help: 'Laisser vide pour la placer au premier niveau',
      moved: '« %{name} » déplacée',
      parent_help: 'Laisser vide pour une catégorie de premier niveau',
    },
  },
  modules: { categories: 'Catégories' },
};
