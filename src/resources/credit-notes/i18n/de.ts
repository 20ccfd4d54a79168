import type { en } from './en';

/** Messages of the credit note screens in German. */
export const de: typeof en = {
  resources: {
    'credit-notes': {
      document: 'Gutschrift (PDF)',
      document_help: 'Die Gutschrift als Steuerbeleg herunterladen (PDF)',
      name: 'Gutschrift |||| Gutschriften',
      fields: {
        q: 'Suchen',
        number: 'Nummer',
        customer_id: 'Kunde',
        customer_name: 'Kunde',
        order_number: 'Bestellung',
        amount: 'Betrag',
        balance: 'Restbetrag',
        status: 'Status',
        reason: 'Grund',
        void_reason: 'Grund der Stornierung',
        override_reason: 'Warum über das Bezahlte hinaus gutgeschrieben',
        voided_at: 'Storniert am',
        created_at: 'Ausgestellt am',
        redemptions: 'Einlösungen',
        redeemed_at: 'Eingelöst am',
        redeemed_amount: 'Eingelöster Betrag',
      },
      status: { issued: 'Ausgestellt', partly_redeemed: 'Teilweise eingelöst', redeemed: 'Eingelöst', void: 'Storniert' },
      void: 'Stornieren',
      void_title: 'Gutschrift %{number} stornieren',
      voided: 'Gutschrift %{number} ist storniert',
      no_redemptions: 'Noch nicht eingelöst',
    },
  },
  modules: { credit_notes: 'Gutschriften' },
};
