import type { en } from './en';

export const fr: typeof en = {
  resources: {
    urls: {
      fields: {
        path: 'Chemin', kind: 'Cette URL', destination: 'Mène à', target_type: 'Affiche', target_id: 'Enregistrement',
        redirect_to: 'Redirige vers', redirect_type: 'Type de redirection', is_active: 'Active', q: 'Rechercher',
      },
      kinds: { target: 'Affiche un enregistrement', redirect: 'Redirige' },
      target_types: { product: 'Produit', category: 'Catégorie', collection: 'Collection', brand: 'Marque', designer: 'Créateur', page: 'Page de contenu' },
      redirect_types: { 301: '301 permanente', 302: '302 temporaire' },
      path_help: 'Chemin de la boutique, p. ex. /women/bags ; enregistré en minuscules sans barre finale',
      redirect_help: 'Un autre chemin de la boutique, ou une adresse https:// complète',
    },
  },
  modules: { urls: 'URL' },
};
