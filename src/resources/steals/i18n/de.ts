import type { en } from './en';

export const de: typeof en = {
  modules: { steals: 'Schnäppchen' },
  resources: {
    steals: {
      fields: {
        title: 'Titel',
        state: 'Stand',
        starts_at: 'Beginn',
        ends_at: 'Ende',
        is_active: 'Aktiv',
        units_sold: 'Verkaufte Stück',
        variants_count: 'Varianten',
        variants: 'Varianten',
        sku: 'SKU',
        item: 'Artikel',
        list_price: 'Listenpreis',
        price: 'Angebotspreis (₹)',
        quantity_cap: 'Obergrenze',
        sold: 'Verkauft',
      },
      states: {
        live: 'Läuft',
        upcoming: 'Demnächst',
        ended: 'Beendet',
      },
      window_help: 'Zeiten in Ihrer Zeitzone, gespeichert in UTC',
      add_variants: 'Varianten hinzufügen',
      variants_title: 'Varianten von %{title}',
      variants_saved: 'Varianten gespeichert',
    },
  },
};
