export const en = {
  resources: {
    brands: {
      fields: {
        name: 'Name',
        slug: 'Slug',
        description: 'Description',
        logo: 'Logo URL',
        is_active: 'Active',
        products_count: 'Products',
        updated_at: 'Updated',
        q: 'Search',
      },
    },
  },
  modules: { brands: 'Brands' },
};
