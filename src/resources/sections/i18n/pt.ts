import type { en } from './en';

export const pt: typeof en = {
  resources: {
    sections: {
      name: 'Secção |||| Secções',
      fields: {
        title: 'Título', type: 'Tipo', container_id: 'Contentor', position: 'Posição', items: 'Itens', platform: 'Plataforma',
        layout: 'Layout', spacing: 'Espaço entre itens', revision: 'Revisão',
        xs: 'Colunas, telemóveis (desde 0 px)', sm: 'Colunas, telemóveis grandes (576 px)', md: 'Colunas, tablets (768 px)',
        lg: 'Colunas, portáteis (992 px)', xl: 'Colunas, computadores (1200 px)',
      },
      types: { banner: 'Banner', carousel: 'Carrossel', product_grid: 'Grelha de produtos', collection_grid: 'Grelha de coleções', text: 'Texto', links: 'Ligações' },
      layout_help: 'Quantos itens cabem numa fila em cada largura de ecrã, e o espaço entre eles (em passos de 8 px).',
      contents: { title: 'Conteúdo', add: 'Adicionar conteúdo', empty: 'Ainda sem conteúdo: adicione algum.', view: 'Ver' },
      back: 'Voltar ao contentor',
      layout_screen: 'Nova secção %{type}: primeiro o layout',
    },
  },
};
