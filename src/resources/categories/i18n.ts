export const en = {
  resources: {
    categories: {
      fields: {
        path: 'Under', name: 'Name', slug: 'Slug', parent_id: 'Parent category', new_parent: 'New parent category',
        description: 'Description', children_count: 'Subcategories', products_count: 'Products', is_active: 'Active', actions: 'Actions', q: 'Search',
      },
      move: 'Move',
      move_title: 'Move "%{name}" and its subcategories',
      move_help: 'Leave empty to move it to the top level',
      moved: '"%{name}" moved',
      parent_help: 'Leave empty for a top-level category',
    },
  },
};
export const fr = {
  resources: {
    categories: {
      fields: {
        path: 'Sous', name: 'Nom', slug: 'Slug', parent_id: 'Catégorie parente', new_parent: 'Nouvelle catégorie parente',
        description: 'Description', children_count: 'Sous-catégories', products_count: 'Produits', is_active: 'Active', actions: 'Actions', q: 'Rechercher',
      },
      move: 'Déplacer',
      move_title: 'Déplacer « %{name} » et ses sous-catégories',
      move_help: 'Laisser vide pour la placer au premier niveau',
      moved: '« %{name} » déplacée',
      parent_help: 'Laisser vide pour une catégorie de premier niveau',
    },
  },
};
export const de = {
  resources: {
    categories: {
      fields: {
        path: 'Unter', name: 'Name', slug: 'Slug', parent_id: 'Übergeordnete Kategorie', new_parent: 'Neue übergeordnete Kategorie',
        description: 'Beschreibung', children_count: 'Unterkategorien', products_count: 'Produkte', is_active: 'Aktiv', actions: 'Aktionen', q: 'Suchen',
      },
      move: 'Verschieben',
      move_title: '„%{name}“ mit Unterkategorien verschieben',
      move_help: 'Leer lassen, um sie auf die oberste Ebene zu verschieben',
      moved: '„%{name}“ verschoben',
      parent_help: 'Leer lassen für eine Kategorie der obersten Ebene',
    },
  },
};
export const pt = {
  resources: {
    categories: {
      fields: {
        path: 'Dentro de', name: 'Nome', slug: 'Slug', parent_id: 'Categoria pai', new_parent: 'Nova categoria pai',
        description: 'Descrição', children_count: 'Subcategorias', products_count: 'Produtos', is_active: 'Ativa', actions: 'Ações', q: 'Pesquisar',
      },
      move: 'Mover',
      move_title: 'Mover "%{name}" e as suas subcategorias',
      move_help: 'Deixe vazio para movê-la para o nível superior',
      moved: '"%{name}" movida',
      parent_help: 'Deixe vazio para uma categoria de nível superior',
    },
  },
};
