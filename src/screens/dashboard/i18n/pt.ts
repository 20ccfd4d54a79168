import type { en } from './en';

export const pt: typeof en = {
  dashboard: {
    period: { label: 'Período', today: 'Hoje', '7d': '7 dias', '30d': '30 dias', quarter: 'Trimestre', custom: 'Personalizado', from: 'De', to: 'Até' },
    against: '%{from} – %{to}, comparado com %{previous_from} – %{previous_to}',
    figures: {
      revenue: 'Receita',
      orders: 'Pedidos',
      average_order_value: 'Valor médio do pedido',
      units: 'Unidades vendidas',
      new_customers: 'Novos clientes',
      returning_customers: 'Clientes recorrentes',
      return_rate: 'Taxa de devolução',
      returns: 'Devoluções',
      credit_notes: 'Notas de crédito emitidas',
      credit_notes_amount: 'Valor das notas de crédito',
      review_queue: 'Variantes à espera de revisão',
    },
    change: '%{change} face a %{value}',
    previous: 'Período anterior: %{value}',
    sales_by_channel: 'Vendas por canal',
    stores: 'Lojas lado a lado',
    top: { products: 'Produtos mais vendidos', brands: 'Marcas mais vendidas', designers: 'Designers mais vendidos', categories: 'Categorias mais vendidas' },
    ranked: '%{revenue} · %{units} unidade |||| %{revenue} · %{units} unidades',
    none: 'Sem vendas neste período',
    low_stock: {
      title: '%{count} variante no limite de stock baixo ou abaixo |||| %{count} variantes no limite de stock baixo ou abaixo',
      label: 'Stock baixo',
      sku: 'SKU',
      warehouse: 'Armazém',
      available: 'Disponível',
      threshold: 'Limite',
    },
    queue_empty: 'Nada à espera',
    oldest_wait: 'A mais antiga espera há %{days} dia |||| A mais antiga espera há %{days} dias',
    recent_orders: 'Pedidos recentes',
  },
};
