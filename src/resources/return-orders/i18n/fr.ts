import type { en } from './en';

/** Messages of the returns list and the return form in French. */
export const fr: typeof en = {
  resources: {
    'return-orders': {
      name: 'Commande de retour |||| Commandes de retour',
      fields: {
        q: 'Rechercher',
        order_number: 'Commande',
        customer_name: 'Client',
        returned_lines: 'Lignes',
        lines: 'Lignes à retourner',
        sku: 'SKU',
        title: 'Produit',
        bought: 'Acheté',
        returned: 'Retourné',
        quantity: 'Pièces à retourner',
        reason: 'Motif',
        restock: 'La marchandise',
        warehouse_id: 'Entrepôt',
        restock_shelf_id: 'Étagère',
        refund_method: 'Remboursement',
        refund: 'Montant',
        credit_note_number: 'Avoir',
        created_at: 'Date',
      },
      refund_methods: { credit_note: 'Avoir', original_payment: "Sur le paiement d'origine" },
      restock: { shelf: 'Remise sur une étagère', write_off: 'Mise au rebut' },
      action: 'Retourner',
      new: 'Nouveau retour',
      continue: 'Continuer',
      choose_order: 'Quelle commande revient ?',
      title: 'Retourner des pièces de %{number}',
      quantity_of: 'Pièces de %{sku} à retourner',
      left: 'Encore %{smart_count} à retourner |||| Encore %{smart_count} à retourner',
      made: 'Retour enregistré',
      made_with_note: 'Retour enregistré : avoir %{number}',
    },
  },
};
