/** Messages of the exchanges list and the exchange form. */
export const en = {
  resources: {
    'exchange-orders': {
      name: 'Exchange order |||| Exchange orders',
      fields: {
        q: 'Search',
        order_number: 'Order',
        customer_name: 'Customer',
        returned_sku: 'Taken back',
        quantity: 'Pieces',
        new_sku: 'Sent instead',
        reason: 'Reason',
        difference: 'Difference',
        settlement: 'Settled by',
        created_at: 'Date',
        line_id: 'Line to exchange',
        new_variant_id: 'Variant to send instead',
      },
      settlement: { payment_due: 'The customer pays', credit_note: 'A credit note gives back', even: 'Same value: nothing to settle' },
      settled: { payment_due: 'Payment due', even: 'Even' },
      action: 'Exchange',
      new: 'New exchange',
      title: 'Exchange pieces of %{number}',
      made: 'Exchange recorded',
      made_with_note: 'Exchange recorded: credit note %{number}',
      made_with_due: 'Exchange recorded: %{amount} due from the customer',
    },
  },
};
