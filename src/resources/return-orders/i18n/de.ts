import type { en } from './en';

/** Messages of the returns list and the return form in German. */
export const de: typeof en = {
  resources: {
    'return-orders': {
      name: 'Retoure |||| Retouren',
      fields: {
        q: 'Suchen',
        order_number: 'Bestellung',
        customer_name: 'Kunde',
        returned_lines: 'Positionen',
        lines: 'Zurückzunehmende Positionen',
        sku: 'SKU',
        title: 'Produkt',
        bought: 'Gekauft',
        returned: 'Zurückgegeben',
        quantity: 'Stück zurück',
        reason: 'Grund',
        restock: 'Die Ware',
        warehouse_id: 'Lager',
        restock_shelf_id: 'Regalfach',
        refund_method: 'Erstattung',
        refund: 'Betrag',
        credit_note_number: 'Gutschrift',
        created_at: 'Datum',
      },
      refund_methods: { credit_note: 'Gutschrift', original_payment: 'Auf die ursprüngliche Zahlung' },
      restock: { shelf: 'Zurück ins Regal', write_off: 'Abschreiben' },
      action: 'Zurücknehmen',
      new: 'Neue Retoure',
      continue: 'Weiter',
      choose_order: 'Welche Bestellung kommt zurück?',
      title: 'Stücke von %{number} zurücknehmen',
      quantity_of: 'Stück von %{sku} zurück',
      left: 'Noch %{smart_count} zurückzunehmen |||| Noch %{smart_count} zurückzunehmen',
      made: 'Retoure erfasst',
      made_with_note: 'Retoure erfasst: Gutschrift %{number}',
    },
  },
};
