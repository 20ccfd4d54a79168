import type { en } from './en';

export const pt: typeof en = {
  resources: {
    'collection-products': { name: 'Produto da coleção |||| Produtos da coleção' },
    collections: {
      fields: {
        title: 'Título', slug: 'Slug', description: 'Descrição', image: 'URL da imagem', type: 'Tipo', rules: 'Regras', conditions: 'Condições',
        match: 'Os produtos devem atender a', published_from: 'Publicada a partir de', published_to: 'Publicada até', status: 'Status',
        rule_field: 'Campo', rule_operator: 'Operador', rule_value: 'Valor',
        products_count: 'Produtos', number_of_products: 'Número de produtos', products: 'Produtos', product_title: 'Produto', brand: 'Marca', product_status: 'Status do produto', q: 'Pesquisar',
      },
      types: { manual: 'Produtos escolhidos manualmente', rule: 'Produtos por regras' },
      statuses: { draft: 'Rascunho', published: 'Publicada' },
      rule_match: { all: 'Todas as condições', any: 'Qualquer condição' },
      rule_fields: { brand_id: 'Marca', category_id: 'Categoria', designer_id: 'Estilista', tag: 'Tag', price: 'Preço' },
      rule_operators: { equals: 'é igual a', not_equals: 'é diferente de', greater_than: 'é maior que', less_than: 'é menor que', contains: 'contém' },
      manage_products: 'Gerenciar produtos',
      products_screen: {
        in_collection: 'Nesta coleção',
        empty: 'Ainda não há produtos: pesquise à direita e adicione-os.',
        find: 'Encontrar produtos',
        search: 'Pesquisar por título, descrição ou slug',
        add: 'Adicionar',
        added: 'Adicionado',
        remove: 'Remover',
        remove_title: 'Remover este produto da coleção?',
        remove_content: 'O produto continua no catálogo.',
        added_notice: 'Produto adicionado à coleção',
        rule_collection: 'Esta coleção escolhe os produtos por regras; edite as regras.',
        back: 'Voltar para a coleção',
      },
    },
  },
  modules: { collections: 'Coleções' },
};
