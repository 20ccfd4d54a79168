import type { en } from './en';

/** Messages of the credit note screens in French. */
export const fr: typeof en = {
  resources: {
    'credit-notes': {
      document: 'Avoir (PDF)',
      document_help: 'Télécharger l’avoir comme document fiscal (PDF)',
      name: 'Avoir |||| Avoirs',
      fields: {
        q: 'Rechercher',
        number: 'Numéro',
        customer_id: 'Client',
        customer_name: 'Client',
        order_number: 'Commande',
        amount: 'Montant',
        balance: 'Solde',
        status: 'Statut',
        reason: 'Motif',
        void_reason: "Motif de l'annulation",
        override_reason: 'Pourquoi créditer au-delà du payé',
        voided_at: 'Annulé le',
        created_at: 'Émis le',
        redemptions: 'Utilisations',
        redeemed_at: 'Utilisé le',
        redeemed_amount: 'Montant utilisé',
      },
      status: { issued: 'Émis', partly_redeemed: 'Partiellement utilisé', redeemed: 'Utilisé', void: 'Annulé' },
      void: 'Annuler',
      void_title: "Annuler l'avoir %{number}",
      voided: "L'avoir %{number} est annulé",
      no_redemptions: 'Pas encore utilisé',
    },
  },
  modules: { credit_notes: 'Avoirs' },
};
