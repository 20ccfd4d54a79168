export const en = {
  resources: {
    collections: {
      fields: {
        title: 'Title', slug: 'Slug', description: 'Description', image: 'Image URL', type: 'Type', rules: 'Rules', conditions: 'Conditions',
        match: 'Products must match', published_from: 'Published from', published_to: 'Published until', status: 'Status',
        products_count: 'Products', products: 'Products', product_title: 'Product', brand: 'Brand', product_status: 'Product status', q: 'Search',
      },
      types: { manual: 'Hand-picked products', rule: 'Products matching rules' },
      statuses: { draft: 'Draft', published: 'Published' },
      rule_match: { all: 'All conditions', any: 'Any condition' },
      rule_fields: { brand_id: 'Brand id', category_id: 'Category id', designer_id: 'Designer id', tag: 'Tag', price: 'Price (paise)' },
      rule_operators: { equals: 'equals', not_equals: 'does not equal', greater_than: 'is greater than', less_than: 'is less than', contains: 'contains' },
      manage_products: 'Manage products',
      products_screen: {
        in_collection: 'In this collection',
        empty: 'No products yet: find some on the right and add them.',
        find: 'Find products',
        search: 'Search by title, description or slug',
        add: 'Add',
        added: 'Added',
        remove: 'Remove',
        added_notice: 'Product added to the collection',
        rule_collection: 'This collection chooses its products by rules; edit its rules instead.',
        back: 'Back to the collection',
      },
    },
  },
};
export const fr = {
  resources: {
    collections: {
      fields: {
        title: 'Titre', slug: 'Slug', description: 'Description', image: 'URL de l’image', type: 'Type', rules: 'Règles', conditions: 'Conditions',
        match: 'Les produits doivent remplir', published_from: 'Publiée du', published_to: 'Publiée jusqu’au', status: 'Statut',
        products_count: 'Produits', products: 'Produits', product_title: 'Produit', brand: 'Marque', product_status: 'Statut du produit', q: 'Rechercher',
      },
      types: { manual: 'Produits choisis à la main', rule: 'Produits selon des règles' },
      statuses: { draft: 'Brouillon', published: 'Publiée' },
      rule_match: { all: 'Toutes les conditions', any: 'Au moins une condition' },
      rule_fields: { brand_id: 'Id de marque', category_id: 'Id de catégorie', designer_id: 'Id de créateur', tag: 'Étiquette', price: 'Prix (paise)' },
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
        added_notice: 'Produit ajouté à la collection',
        rule_collection: 'Cette collection choisit ses produits par des règles ; modifiez plutôt ses règles.',
        back: 'Retour à la collection',
      },
    },
  },
};
export const de = {
  resources: {
    collections: {
      fields: {
        title: 'Titel', slug: 'Slug', description: 'Beschreibung', image: 'Bild-URL', type: 'Typ', rules: 'Regeln', conditions: 'Bedingungen',
        match: 'Produkte müssen erfüllen', published_from: 'Veröffentlicht ab', published_to: 'Veröffentlicht bis', status: 'Status',
        products_count: 'Produkte', products: 'Produkte', product_title: 'Produkt', brand: 'Marke', product_status: 'Produktstatus', q: 'Suchen',
      },
      types: { manual: 'Handverlesene Produkte', rule: 'Produkte nach Regeln' },
      statuses: { draft: 'Entwurf', published: 'Veröffentlicht' },
      rule_match: { all: 'Alle Bedingungen', any: 'Eine der Bedingungen' },
      rule_fields: { brand_id: 'Marken-ID', category_id: 'Kategorie-ID', designer_id: 'Designer-ID', tag: 'Schlagwort', price: 'Preis (Paise)' },
      rule_operators: { equals: 'ist gleich', not_equals: 'ist ungleich', greater_than: 'ist größer als', less_than: 'ist kleiner als', contains: 'enthält' },
      manage_products: 'Produkte verwalten',
      products_screen: {
        in_collection: 'In dieser Kollektion',
        empty: 'Noch keine Produkte: rechts suchen und hinzufügen.',
        find: 'Produkte finden',
        search: 'Nach Titel, Beschreibung oder Slug suchen',
        add: 'Hinzufügen',
        added: 'Hinzugefügt',
        remove: 'Entfernen',
        added_notice: 'Produkt zur Kollektion hinzugefügt',
        rule_collection: 'Diese Kollektion wählt ihre Produkte nach Regeln; bearbeiten Sie stattdessen die Regeln.',
        back: 'Zurück zur Kollektion',
      },
    },
  },
};
export const pt = {
  resources: {
    collections: {
      fields: {
        title: 'Título', slug: 'Slug', description: 'Descrição', image: 'URL da imagem', type: 'Tipo', rules: 'Regras', conditions: 'Condições',
        match: 'Os produtos devem cumprir', published_from: 'Publicada de', published_to: 'Publicada até', status: 'Estado',
        products_count: 'Produtos', products: 'Produtos', product_title: 'Produto', brand: 'Marca', product_status: 'Estado do produto', q: 'Pesquisar',
      },
      types: { manual: 'Produtos escolhidos à mão', rule: 'Produtos por regras' },
      statuses: { draft: 'Rascunho', published: 'Publicada' },
      rule_match: { all: 'Todas as condições', any: 'Qualquer condição' },
      rule_fields: { brand_id: 'Id da marca', category_id: 'Id da categoria', designer_id: 'Id do estilista', tag: 'Etiqueta', price: 'Preço (paise)' },
      rule_operators: { equals: 'é igual a', not_equals: 'é diferente de', greater_than: 'é maior que', less_than: 'é menor que', contains: 'contém' },
      manage_products: 'Gerir produtos',
      products_screen: {
        in_collection: 'Nesta coleção',
        empty: 'Ainda sem produtos: procure à direita e adicione-os.',
        find: 'Encontrar produtos',
        search: 'Pesquisar por título, descrição ou slug',
        add: 'Adicionar',
        added: 'Adicionado',
        remove: 'Remover',
        added_notice: 'Produto adicionado à coleção',
        rule_collection: 'Esta coleção escolhe os produtos por regras; edite as regras.',
        back: 'Voltar à coleção',
      },
    },
  },
};
