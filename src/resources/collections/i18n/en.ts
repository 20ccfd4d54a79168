export const en = {
  resources: {
    'collection-products': { name: 'Collection product |||| Collection products' },
    collections: {
      fields: {
        title: 'Title', slug: 'Slug', description: 'Description', image: 'Image URL', type: 'Type', rules: 'Rules', conditions: 'Conditions',
        match: 'Products must match', published_from: 'Published from', published_to: 'Published until', status: 'Status',
        rule_field: 'Field', rule_operator: 'Operator', rule_value: 'Value',
        products_count: 'Products', number_of_products: 'Number of products', products: 'Products', product_title: 'Product', brand: 'Brand', product_status: 'Product status', q: 'Search',
      },
      types: { manual: 'Hand-picked products', rule: 'Products matching rules' },
      statuses: { draft: 'Draft', published: 'Published' },
      rule_match: { all: 'All conditions', any: 'Any condition' },
      rule_fields: { brand_id: 'Brand', category_id: 'Category', designer_id: 'Designer', tag: 'Tag', price: 'Price' },
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
        remove_title: 'Remove this product from the collection?',
        remove_content: 'The product itself stays in the catalogue.',
        added_notice: 'Product added to the collection',
        rule_collection: 'This collection chooses its products by rules; edit its rules instead.',
        back: 'Back to the collection',
      },
    },
  },
  modules: { collections: 'Collections' },
};
