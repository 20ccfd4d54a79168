import type { en } from './en';

export const pt: typeof en = {
  modules: { steals: 'Ofertas imperdíveis' },
  resources: {
    steals: {
      fields: {
        title: 'Título',
        state: 'Estado',
        starts_at: 'Início',
        ends_at: 'Fim',
        is_active: 'Ativa',
        units_sold: 'Peças vendidas',
        variants_count: 'Variantes',
        variants: 'Variantes',
        sku: 'SKU',
        item: 'Artigo',
        list_price: 'Preço de tabela',
        price: 'Preço da oferta (₹)',
        quantity_cap: 'Limite',
        sold: 'Vendidas',
      },
      states: {
        live: 'A decorrer',
        upcoming: 'Em breve',
        ended: 'Terminada',
      },
      window_help: 'Horas no seu fuso horário, guardadas em UTC',
      add_variants: 'Adicionar variantes',
      variants_title: 'Variantes de %{title}',
      variants_saved: 'Variantes guardadas',
    },
  },
};
