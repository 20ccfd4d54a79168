import type { en } from './en';

export const fr: typeof en = {
  modules: { coupons: 'Coupons' },
  resources: {
    coupons: {
      fields: {
        code: 'Code',
        discount_id: 'Remise',
        discount_title: 'Remise',
        usage_limit: 'Limite d’utilisation',
        per_customer_limit: 'Limite par client',
        used: 'Utilisé',
        starts_at: 'Début',
        ends_at: 'Fin',
        release_on_cancel: 'Une commande annulée ou retournée rend son utilisation',
        is_active: 'Actif',
        prefix: 'Préfixe',
        count: 'Nombre de codes',
      },
      code_help: 'Lettres, chiffres et tirets ; unique quelle que soit la casse',
      limit_help: 'Vide : sans limite',
      window_help: 'Vide : dès maintenant ; heures dans votre fuseau, enregistrées en UTC',
      release_help: 'Compté seulement tant que la commande tient',
      generate: 'Générer des codes',
      generate_title: 'Générer des codes de coupon',
      prefix_help: 'Jusqu’à 12 lettres, chiffres et tirets ; suivis de 8 caractères aléatoires, sans 0, O, 1, I ni L',
      download: 'Télécharger %{count} code (CSV) |||| Télécharger %{count} codes (CSV)',
    },
  },
};
