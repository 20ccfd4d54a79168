/** Messages of the credit note screens. */
export const en = {
  resources: {
    'credit-notes': {
      document: 'Credit note (PDF)',
      document_help: 'Download the credit note as a tax document (PDF)',
      name: 'Credit note |||| Credit notes',
      fields: {
        q: 'Search',
        number: 'Number',
        customer_id: 'Customer',
        customer_name: 'Customer',
        order_number: 'Order',
        amount: 'Amount',
        balance: 'Balance',
        status: 'Status',
        reason: 'Reason',
        void_reason: 'Reason for voiding',
        override_reason: 'Why credited beyond what was paid',
        voided_at: 'Voided on',
        created_at: 'Issued on',
        redemptions: 'Redemptions',
        redeemed_at: 'Redeemed on',
        redeemed_amount: 'Amount taken',
      },
      status: { issued: 'Issued', partly_redeemed: 'Partly redeemed', redeemed: 'Redeemed', void: 'Void' },
      void: 'Void',
      void_title: 'Void credit note %{number}',
      voided: 'Credit note %{number} is void',
      no_redemptions: 'Not redeemed yet',
    },
  },
  modules: { credit_notes: 'Credit notes' },
};
