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
      rule_errors: {
        conditions: 'Adicione de uma a %{max} condições',
        field: 'Escolha um campo',
        operator: {
          brand_id: 'Uma marca só pode ser igual ou diferente',
          category_id: 'Uma categoria só pode ser igual ou diferente',
          designer_id: 'Um estilista só pode ser igual ou diferente',
          tag: 'Uma tag pode ser igual, diferente ou conter um texto',
          price: 'Um preço pode ser igual, diferente, maior ou menor',
        },
        value: {
          brand_id: 'Escolha uma marca',
          category_id: 'Escolha uma categoria',
          designer_id: 'Escolha um estilista',
          tag: 'Informe uma tag com até 40 caracteres',
          price: 'Informe um preço igual ou maior que zero',
        },
      },
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
