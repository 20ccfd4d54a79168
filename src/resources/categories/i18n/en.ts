export const en = {
  resources: {
    categories: {
      fields: {
        path: 'Under', name: 'Name', slug: 'Slug', parent_id: 'Parent category', new_parent: 'New parent category',
        description: 'Description', children_count: 'Subcategories', products_count: 'Products', is_active: 'Active', actions: 'Actions', q: 'Search',
      },
      own_products: '(%{count} here)',
      move: 'Move',
      move_title: 'Move "%{name}" and its subcategories',
      move_help: 'Leave empty to move it to the top level',
      moved: '"%{name}" moved',
      parent_help: 'Leave empty for a top-level category',
    },
  },
  modules: { categories: 'Categories' },
};
