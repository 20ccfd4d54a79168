import type { en } from './en';

export const fr: typeof en = {
  resources: {
    products: {
      fields: {
        title: 'Titre',
        description: 'Description',
        slug: 'Slug d’URL',
        brand_id: 'Marque',
        designer_id: 'Créateur',
        category_id: 'Catégorie',
        category: 'Catégorie',
        attributes: 'Attributs',
        tags: 'Étiquettes',
        status: 'Statut',
        images: 'Images',
        variants_count: 'Variantes',
        stock: 'Stock',
        warehouse_id: 'Entrepôt',
        variant_status: 'Statut des variantes',
        created_at: 'Créé le',
        updated_at: 'Modifié le',
      },
      attribute: 'Attribut',
      attribute_value: 'Valeur',
      attribute_twice: 'Chaque attribut ne peut être renseigné qu’une fois',
      add_variant: 'Ajouter une variante',
      variants: 'Variantes de ce produit',
    },
  },
  catalogue: {
    all: 'Tous',
    product_status: { draft: 'Brouillon', active: 'Actif', archived: 'Archivé' },
    stock: { in_stock: 'En stock', out_of_stock: 'En rupture' },
    variant_status: { draft: 'Brouillon', in_review: 'En revue', approved: 'Approuvée', rejected: 'Refusée' },
    erp_status: { pending: 'En attente', synced: 'Synchronisée', failed: 'En échec' },
    images: {
      upload: 'Téléverser une image',
      remove: 'Retirer l’image',
      failed: 'L’image n’a pas pu être téléversée',
    },
  },
  modules: { products: 'Produits' },
};
