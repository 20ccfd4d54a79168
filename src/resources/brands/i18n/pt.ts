import type { en } from './en';

export const pt: typeof en = {
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
  modules: { brands: 'Marcas' },
};
