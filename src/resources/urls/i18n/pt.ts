import type { en } from './en';

export const pt: typeof en = {
  resources: {
    urls: {
      fields: {
        path: 'Caminho', kind: 'Esta URL', destination: 'Leva a', target_type: 'Mostra', target_id: 'Registro',
        redirect_to: 'Redireciona para', redirect_type: 'Tipo de redirecionamento', is_active: 'Ativa', q: 'Pesquisar',
      },
      kinds: { target: 'Mostra um registro', redirect: 'Redireciona' },
      target_types: { product: 'Produto', category: 'Categoria', collection: 'Coleção', brand: 'Marca', designer: 'Estilista', page: 'Página de conteúdo' },
      redirect_types: { 301: '301 permanente', 302: '302 temporário' },
      path_help: 'Caminho da loja, como /women/bags; salvo em minúsculas sem barra final',
      redirect_help: 'Outro caminho da loja ou um endereço https:// completo',
    },
  },
  modules: { urls: 'URLs' },
};
