import type { en } from './en';

/** Promotions: the server's messages in French. */
export const fr: Record<keyof typeof en, string> = {
  promotion_ends_before_start: 'La fin doit suivre le début',
  promotion_percentage_max: 'Un pourcentage vaut au plus 100 %',
  promotion_pick_scope: 'Choisissez au moins un élément concerné',
  promotion_pick_tags: 'Indiquez au moins une étiquette client',
  promotion_buy_get_needed: 'Indiquez combien acheter et combien le client reçoit',
  coupon_code_format: 'Lettres, chiffres et tirets (3 à 40)',
  coupon_code_taken: 'Un autre coupon a le code %{code}',
  coupon_unknown: 'Aucun coupon n’a le code %{code}',
  coupon_not_live: 'Le coupon %{code} n’est pas valable maintenant',
  coupon_used_up: 'Le coupon %{code} a été utilisé autant de fois que permis',
  coupon_used_up_by_customer: 'Ce client a utilisé le coupon %{code} autant de fois que permis',
  coupon_does_not_apply: 'Le coupon %{code} ne s’applique pas à ce panier',
  coupon_prefix_format: 'Jusqu’à 12 lettres, chiffres et tirets',
  steal_variant_twice: 'Cette variante figure deux fois dans l’offre',
  steal_price_over: 'Le prix de l’offre doit être inférieur au prix de la variante',
  steal_cap_below_sold: 'Déjà %{sold} vendus : le plafond ne peut pas descendre plus bas',
  steal_sold_out: 'L’offre sur %{sku} est épuisée',
};
