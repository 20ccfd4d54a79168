export const en = {
  resources: {
    designers: {
      fields: { name: 'Name', slug: 'Slug', country: 'Country', bio: 'Biography', is_active: 'Active', products_count: 'Products', updated_at: 'Updated', q: 'Search' },
    },
  },
};
export const fr = {
  resources: {
    designers: {
      fields: { name: 'Nom', slug: 'Slug', country: 'Pays', bio: 'Biographie', is_active: 'Actif', products_count: 'Produits', updated_at: 'Modifié le', q: 'Rechercher' },
    },
  },
};
export const de = {
  resources: {
    designers: {
      fields: { name: 'Name', slug: 'Slug', country: 'Land', bio: 'Biografie', is_active: 'Aktiv', products_count: 'Produkte', updated_at: 'Geändert', q: 'Suchen' },
    },
  },
};
export const pt = {
  resources: {
    designers: {
      fields: { name: 'Nome', slug: 'Slug', country: 'País', bio: 'Biografia', is_active: 'Ativo', products_count: 'Produtos', updated_at: 'Atualizado', q: 'Pesquisar' },
    },
  },
};
