import type { en } from './en';

export const de: typeof en = {
  dashboard: {
    period: { label: 'Zeitraum', today: 'Heute', '7d': '7 Tage', '30d': '30 Tage', quarter: 'Quartal', custom: 'Benutzerdefiniert', from: 'Von', to: 'Bis' },
    against: '%{from} – %{to}, verglichen mit %{previous_from} – %{previous_to}',
    figures: {
      revenue: 'Umsatz',
      orders: 'Bestellungen',
      average_order_value: 'Durchschnittlicher Bestellwert',
      units: 'Verkaufte Stück',
      new_customers: 'Neukunden',
      returning_customers: 'Wiederkehrende Kunden',
      return_rate: 'Rücksendequote',
      returns: 'Rücksendungen',
      credit_notes: 'Ausgestellte Gutschriften',
      credit_notes_amount: 'Betrag der Gutschriften',
      review_queue: 'Varianten in Prüfung',
    },
    change: '%{change} gegenüber %{value}',
    previous: 'Vorheriger Zeitraum: %{value}',
    sales_by_channel: 'Umsatz nach Kanal',
    stores: 'Filialen im Vergleich',
    top: { products: 'Top-Produkte', brands: 'Top-Marken', designers: 'Top-Designer', categories: 'Top-Kategorien' },
    ranked: '%{revenue} · %{units} Stück |||| %{revenue} · %{units} Stück',
    none: 'Keine Verkäufe in diesem Zeitraum',
    low_stock: {
      title: '%{count} Variante am oder unter dem Mindestbestand |||| %{count} Varianten am oder unter dem Mindestbestand',
      label: 'Niedriger Bestand',
      sku: 'SKU',
      warehouse: 'Lager',
      available: 'Verfügbar',
      threshold: 'Mindestbestand',
    },
    queue_empty: 'Nichts wartet',
    oldest_wait: 'Die älteste wartet seit %{days} Tag |||| Die älteste wartet seit %{days} Tagen',
    recent_orders: 'Neueste Bestellungen',
  },
};
