import type { en } from './en';

export const pt: typeof en = {
  resources: {
    products: {
      fields: {
        title: 'Título',
        description: 'Descrição',
        slug: 'Slug da URL',
        brand_id: 'Marca',
        designer_id: 'Estilista',
        category_id: 'Categoria',
        category: 'Categoria',
        attributes: 'Atributos',
        tags: 'Tags',
        status: 'Status',
        images: 'Imagens',
        variants_count: 'Variantes',
        stock: 'Estoque',
        warehouse_id: 'Armazém',
        variant_status: 'Status das variantes',
        created_at: 'Criado em',
        updated_at: 'Atualizado em',
      },
      attribute: 'Atributo',
      attribute_value: 'Valor',
      attribute_twice: 'Cada atributo só pode ser definido uma vez',
      add_variant: 'Adicionar variante',
      variants: 'Variantes deste produto',
    },
  },
  catalogue: {
    all: 'Todos',
    product_status: { draft: 'Rascunho', active: 'Ativo', archived: 'Arquivado' },
    stock: { in_stock: 'Em estoque', out_of_stock: 'Sem estoque' },
    variant_status: { draft: 'Rascunho', in_review: 'Em revisão', approved: 'Aprovada', rejected: 'Rejeitada' },
    erp_status: { pending: 'Pendente', synced: 'Sincronizada', failed: 'Falhou' },
    images: {
      upload: 'Enviar imagem',
      remove: 'Remover imagem',
      failed: 'Não foi possível enviar a imagem',
    },
  },
  modules: { products: 'Produtos' },
};
