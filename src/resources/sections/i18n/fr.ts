import type { en } from './en';

export const fr: typeof en = {
  resources: {
    sections: {
      name: 'Section |||| Sections',
      fields: {
        title: 'Titre', type: 'Type', container_id: 'Conteneur', position: 'Position', items: 'Éléments', platform: 'Plateforme',
        layout: 'Mise en page', spacing: 'Espacement entre éléments', revision: 'Révision',
        xs: 'Colonnes, téléphones (dès 0 px)', sm: 'Colonnes, grands téléphones (576 px)', md: 'Colonnes, tablettes (768 px)',
        lg: 'Colonnes, portables (992 px)', xl: 'Colonnes, ordinateurs (1200 px)',
      },
      types: { banner: 'Bannière', carousel: 'Carrousel', product_grid: 'Grille de produits', collection_grid: 'Grille de collections', text: 'Texte', links: 'Liens' },
      layout_help: "Combien d'éléments tient une rangée à chaque largeur d'écran, et l'écart entre eux (par pas de 8 px).",
      contents: { title: 'Contenu', add: 'Ajouter du contenu', empty: 'Aucun contenu : ajoutez-en.', view: 'Voir' },
      back: 'Retour au conteneur',
      layout_screen: 'Nouvelle section %{type} : la mise en page d’abord',
    },
  },
};
