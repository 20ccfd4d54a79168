export const en = {
  resources: {
    urls: {
      fields: {
        path: 'Path', kind: 'This URL', destination: 'Leads to', target_type: 'Shows', target_id: 'Record',
        redirect_to: 'Redirects to', redirect_type: 'Redirect type', is_active: 'Active', q: 'Search',
      },
      kinds: { target: 'Shows a record', redirect: 'Redirects' },
      target_types: { product: 'Product', category: 'Category', collection: 'Collection', brand: 'Brand', designer: 'Designer', page: 'Content page' },
      redirect_types: { 301: '301 permanent', 302: '302 temporary' },
      path_help: 'Storefront path such as /women/bags; saved in lowercase without a trailing slash',
      redirect_help: 'Another storefront path, or a full https:// address',
    },
  },
  modules: { urls: 'URLs' },
};
