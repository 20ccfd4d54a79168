import type { en } from './en';

export const fr: typeof en = {
  resources: {
    'collection-products': { name: 'Produit de collection |||| Produits de collection' },
    collections: {
      fields: {
        title: 'Titre', slug: 'Slug', description: 'Description', image: 'URL de l’image', type: 'Type', rules: 'Règles', conditions: 'Conditions',
        match: 'Les produits doivent remplir', published_from: 'Publiée du', published_to: 'Publiée jusqu’au', status: 'Statut',
        rule_field: 'Champ', rule_operator: 'Opérateur', rule_value: 'Valeur',
        products_count: 'Produits', number_of_products: 'Nombre de produits', products: 'Produits', product_title: 'Produit', brand: 'Marque', product_status: 'Statut du produit', q: 'Rechercher',
      },
      types: { manual: 'Produits choisis à la main', rule: 'Produits selon des règles' },
      statuses: { draft: 'Brouillon', published: 'Publiée' },
      rule_match: { all: 'Toutes les conditions', any: 'Au moins une condition' },
      rule_fields: { brand_id: 'Marque', category_id: 'Catégorie', designer_id: 'Créateur', tag: 'Étiquette', price: 'Prix' },
      rule_operators: { equals: 'est égal à', not_equals: 'est différent de', greater_than: 'est supérieur à', less_than: 'est inférieur à', contains: 'contient' },
      manage_products: 'Gérer les produits',
      products_screen: {
        in_collection: 'Dans cette collection',
        empty: 'Aucun produit pour l’instant : cherchez-en à droite et ajoutez-les.',
        find: 'Trouver des produits',
        search: 'Rechercher par titre, description ou slug',
        add: 'Ajouter',
        added: 'Ajouté',
        remove: 'Retirer',
        remove_title: 'Retirer ce produit de la collection ?',
        remove_content: 'Le produit lui-même reste au catalogue.',
        added_notice: 'Produit ajouté à la collection',
        rule_collection: 'Cette collection choisit ses produits par des règles ; modifiez plutôt ses règles.',
        back: 'Retour à la collection',
      },
    },
  },
  modules: { collections: 'Collections' },
};
