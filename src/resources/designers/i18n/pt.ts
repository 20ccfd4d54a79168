import type { en } from './en';

export const pt: typeof en = {
  resources: {
    designers: {
      fields: { name: 'Nome', slug: 'Slug', country: 'País', bio: 'Biografia', is_active: 'Ativo', products_count: 'Produtos', updated_at: 'Atualizado', q: 'Pesquisar' },
    },
  },
  modules: { designers: 'Estilistas' },
};
