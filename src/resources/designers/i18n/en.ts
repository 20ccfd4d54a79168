export const en = {
  resources: {
    designers: {
      fields: { name: 'Name', slug: 'Slug', country: 'Country', bio: 'Biography', is_active: 'Active', products_count: 'Products', updated_at: 'Updated', q: 'Search' },
    },
  },
  modules: { designers: 'Designers' },
};
