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
};
export const fr = {
  resources: {
    brands: {
      fields: {
        name: 'Nom',
        slug: 'Slug',
        description: 'Description',
        logo: 'URL du logo',
        is_active: 'Actif',
        products_count: 'Produits',
        updated_at: 'Modifié le',
        q: 'Rechercher',
      },
    },
  },
};
export const de = {
  resources: {
    brands: {
      fields: {
        name: 'Name',
        slug: 'Slug',
        description: 'Beschreibung',
        logo: 'Logo-URL',
        is_active: 'Aktiv',
        products_count: 'Produkte',
        updated_at: 'Geändert',
        q: 'Suchen',
      },
    },
  },
};
export const pt = {
  resources: {
    brands: {
      fields: {
        name: 'Nome',
        slug: 'Slug',
        description: 'Descrição',
        logo: 'URL do logotipo',
        is_active: 'Ativo',
        products_count: 'Produtos',
        updated_at: 'Atualizado',
        q: 'Pesquisar',
      },
    },
  },
};
