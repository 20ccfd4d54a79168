import type { en } from './en';

export const de: typeof en = {
  modules: { coupons: 'Gutscheine' },
  resources: {
    coupons: {
      fields: {
        code: 'Code',
        discount_id: 'Rabatt',
        discount_title: 'Rabatt',
        usage_limit: 'Nutzungsgrenze',
        per_customer_limit: 'Grenze pro Kunde',
        used: 'Genutzt',
        starts_at: 'Beginn',
        ends_at: 'Ende',
        release_on_cancel: 'Eine stornierte oder retournierte Bestellung gibt ihre Nutzung zurück',
        is_active: 'Aktiv',
        prefix: 'Präfix',
        count: 'Anzahl Codes',
      },
      code_help: 'Buchstaben, Ziffern und Bindestriche; eindeutig unabhängig von Groß- und Kleinschreibung',
      limit_help: 'Leer: ohne Grenze',
      window_help: 'Leer: ab sofort; Zeiten in Ihrer Zeitzone, gespeichert in UTC',
      release_help: 'Nur gezählt, solange die Bestellung besteht',
      generate: 'Codes erzeugen',
      generate_title: 'Gutscheincodes erzeugen',
      prefix_help: 'Bis zu 12 Buchstaben, Ziffern und Bindestriche; es folgen 8 Zufallszeichen ohne 0, O, 1, I oder L',
      download: '%{count} Code herunterladen (CSV) |||| %{count} Codes herunterladen (CSV)',
    },
  },
};
