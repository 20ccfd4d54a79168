import type { en } from './en';

/** Messages of the returns list and the return form in Portuguese. */
export const pt: typeof en = {
  resources: {
    'return-orders': {
      name: 'Pedido de devolução |||| Pedidos de devolução',
      fields: {
        q: 'Pesquisar',
        order_number: 'Pedido',
        customer_name: 'Cliente',
        returned_lines: 'Linhas',
        lines: 'Linhas a devolver',
        sku: 'SKU',
        title: 'Produto',
        bought: 'Comprado',
        returned: 'Devolvido',
        quantity: 'Peças a devolver',
        reason: 'Motivo',
        restock: 'A mercadoria',
        warehouse_id: 'Armazém',
        restock_shelf_id: 'Prateleira',
        refund_method: 'Reembolso',
        refund: 'Valor',
        credit_note_number: 'Nota de crédito',
        created_at: 'Data',
      },
      refund_methods: { credit_note: 'Nota de crédito', original_payment: 'No pagamento original' },
      restock: { shelf: 'De volta a uma prateleira', write_off: 'Dar baixa' },
      action: 'Devolver',
      new: 'Nova devolução',
      continue: 'Continuar',
      choose_order: 'Que pedido volta?',
      title: 'Devolver peças de %{number}',
      quantity_of: 'Peças de %{sku} a devolver',
      left: 'Falta devolver %{smart_count} |||| Faltam devolver %{smart_count}',
      made: 'Devolução registada',
      made_with_note: 'Devolução registada: nota de crédito %{number}',
    },
  },
};
