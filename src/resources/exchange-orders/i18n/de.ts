import type { en } from './en';

/** Messages of the exchanges list and the exchange form in German. */
export const de: typeof en = {
  resources: {
    'exchange-orders': {
      name: 'Umtauschbestellung |||| Umtauschbestellungen',
      fields: {
        q: 'Suchen',
        order_number: 'Bestellung',
        customer_name: 'Kunde',
        returned_sku: 'Zurückgenommen',
        quantity: 'Stück',
        new_sku: 'Stattdessen versandt',
        reason: 'Grund',
        difference: 'Differenz',
        settlement: 'Ausgeglichen durch',
        created_at: 'Datum',
        line_id: 'Umzutauschende Position',
        new_variant_id: 'Stattdessen zu versendende Variante',
      },
      settlement: { payment_due: 'Der Kunde zahlt', credit_note: 'Eine Gutschrift erstattet', even: 'Gleicher Wert: nichts auszugleichen' },
      settled: { payment_due: 'Zahlung offen', even: 'Ausgeglichen' },
      action: 'Umtauschen',
      new: 'Neuer Umtausch',
      title: 'Stücke von %{number} umtauschen',
      made: 'Umtausch erfasst',
      made_with_note: 'Umtausch erfasst: Gutschrift %{number}',
      made_with_due: 'Umtausch erfasst: %{amount} vom Kunden offen',
    },
  },
};
