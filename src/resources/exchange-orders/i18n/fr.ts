import type { en } from './en';

/** Messages of the exchanges list and the exchange form in French. */
export const fr: typeof en = {
  resources: {
    'exchange-orders': {
      name: "Commande d'échange |||| Commandes d'échange",
      fields: {
        q: 'Rechercher',
        order_number: 'Commande',
        customer_name: 'Client',
        returned_sku: 'Repris',
        quantity: 'Pièces',
        new_sku: 'Envoyé à la place',
        reason: 'Motif',
        difference: 'Différence',
        settlement: 'Réglé par',
        created_at: 'Date',
        line_id: 'Ligne à échanger',
        new_variant_id: 'Variante à envoyer à la place',
      },
      settlement: { payment_due: 'Le client paie', credit_note: 'Un avoir rembourse', even: 'Même valeur : rien à régler' },
      settled: { payment_due: 'Paiement dû', even: 'Équilibré' },
      action: 'Échanger',
      new: 'Nouvel échange',
      title: 'Échanger des pièces de %{number}',
      made: 'Échange enregistré',
      made_with_note: 'Échange enregistré : avoir %{number}',
      made_with_due: 'Échange enregistré : %{amount} dus par le client',
    },
  },
};
