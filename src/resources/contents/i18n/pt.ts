import type { en } from './en';

export const pt: typeof en = {
  resources: {
    contents: {
      name: 'Item de conteúdo |||| Itens de conteúdo',
      fields: {
        type: 'Tipo', title: 'Título', text: 'Texto', image: 'Imagem', link: 'Ligação', product_id: 'Produto', collection_id: 'Coleção',
        position: 'Posição', dangling: 'Problema', section_id: 'Secção', product_title: 'Produto', collection_title: 'Coleção', revision: 'Revisão',
      },
      types: { image: 'Imagem', product: 'Produto', collection: 'Coleção', link: 'Ligação', text: 'Texto' },
      dangling: {
        deleted: 'Aponta para algo eliminado: não aparece na loja',
        archived: 'Aponta para um produto arquivado: não aparece na loja',
        unpublished: 'Aponta para algo não publicado: não aparece na loja',
      },
      upload: 'Carregar uma imagem',
      remove_image: 'Remover a imagem',
      image_rules: 'JPEG, PNG ou WebP, até 2 MB.',
      image_wrong_type: 'Escolha uma imagem JPEG, PNG ou WebP',
      image_too_large: 'Esta imagem tem mais de 2 MB',
      back: 'Voltar à secção',
    },
  },
};
