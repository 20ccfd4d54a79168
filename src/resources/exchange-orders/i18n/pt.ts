import type { en } from './en';

/** Messages of the exchanges list and the exchange form in Portuguese. */
export const pt: typeof en = {
  resources: {
    'exchange-orders': {
      name: 'Pedido de troca |||| Pedidos de troca',
      fields: {
        q: 'Pesquisar',
        order_number: 'Pedido',
        customer_name: 'Cliente',
        returned_sku: 'Devolvido',
        quantity: 'Peças',
        new_sku: 'Enviado em vez',
        reason: 'Motivo',
        difference: 'Diferença',
        settlement: 'Acertado por',
        created_at: 'Data',
        line_id: 'Linha a trocar',
        new_variant_id: 'Variante a enviar em vez',
      },
      settlement: { payment_due: 'O cliente paga', credit_note: 'Uma nota de crédito devolve', even: 'Mesmo valor: nada a acertar' },
      settled: { payment_due: 'Pagamento em falta', even: 'Acertado' },
      action: 'Trocar',
      new: 'Nova troca',
      title: 'Trocar peças de %{number}',
      made: 'Troca registada',
      made_with_note: 'Troca registada: nota de crédito %{number}',
      made_with_due: 'Troca registada: %{amount} em falta do cliente',
    },
  },
};
