import type { en } from './en';

/** Messages of the credit note screens in Portuguese. */
export const pt: typeof en = {
  resources: {
    'credit-notes': {
      document: 'Nota de crédito (PDF)',
      document_help: 'Baixar a nota de crédito como documento fiscal (PDF)',
      name: 'Nota de crédito |||| Notas de crédito',
      fields: {
        q: 'Pesquisar',
        number: 'Número',
        customer_id: 'Cliente',
        customer_name: 'Cliente',
        order_number: 'Pedido',
        amount: 'Valor',
        balance: 'Saldo',
        status: 'Estado',
        reason: 'Motivo',
        void_reason: 'Motivo da anulação',
        override_reason: 'Por que creditar além do pago',
        voided_at: 'Anulada em',
        created_at: 'Emitida em',
        redemptions: 'Utilizações',
        redeemed_at: 'Utilizada em',
        redeemed_amount: 'Valor utilizado',
      },
      status: { issued: 'Emitida', partly_redeemed: 'Parcialmente utilizada', redeemed: 'Utilizada', void: 'Anulada' },
      void: 'Anular',
      void_title: 'Anular a nota de crédito %{number}',
      voided: 'A nota de crédito %{number} está anulada',
      no_redemptions: 'Ainda não utilizada',
    },
  },
  modules: { credit_notes: 'Notas de crédito' },
};
