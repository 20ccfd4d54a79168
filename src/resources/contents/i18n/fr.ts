import type { en } from './en';

export const fr: typeof en = {
  resources: {
    contents: {
      name: 'Élément de contenu |||| Éléments de contenu',
      fields: {
        type: 'Type', title: 'Titre', text: 'Texte', image: 'Image', link: 'Lien', product_id: 'Produit', collection_id: 'Collection',
        position: 'Position', dangling: 'Problème', section_id: 'Section', product_title: 'Produit', collection_title: 'Collection', revision: 'Révision',
      },
      types: { image: 'Image', product: 'Produit', collection: 'Collection', link: 'Lien', text: 'Texte' },
      dangling: {
        deleted: "Pointe vers un élément supprimé : absent de la boutique",
        archived: 'Pointe vers un produit archivé : absent de la boutique',
        unpublished: 'Pointe vers un élément non publié : absent de la boutique',
      },
      upload: 'Téléverser une image',
      remove_image: "Retirer l'image",
      image_rules: "JPEG, PNG ou WebP, jusqu'à 2 Mo.",
      image_wrong_type: 'Choisissez une image JPEG, PNG ou WebP',
      image_too_large: 'Cette image dépasse 2 Mo',
      back: 'Retour à la section',
    },
  },
};
