import type { en } from './en';

export const pt: typeof en = {
  resources: {
    categories: {
      fields: {
        path: 'Dentro de', name: 'Nome', slug: 'Slug', parent_id: 'Categoria pai', new_parent: 'Nova categoria pai',
        description: 'Descrição', children_count: 'Subcategorias', products_count: 'Produtos', is_active: 'Ativa', actions: 'Ações', q: 'Pesquisar',
      },
      own_products: '(%{count} aqui)',
      move: 'Mover',
      move_title: 'Mover "%{name}" e suas subcategorias',
      move_help: 'Deixe vazio para movê-la para o nível superior',
      moved: '"%{name}" movida',
      parent_help: 'Deixe vazio para uma categoria de nível superior',
    },
  },
  modules: { categories: 'Categorias' },
};
