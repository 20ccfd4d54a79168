import type { en } from './en';

/** Promotions: the server's messages in Portuguese. */
export const pt: Record<keyof typeof en, string> = {
  promotion_ends_before_start: 'O fim deve ser depois do início',
  promotion_percentage_max: 'Uma percentagem é no máximo 100 %',
  promotion_pick_scope: 'Escolha pelo menos um item abrangido',
  promotion_pick_tags: 'Indique pelo menos uma etiqueta de cliente',
  promotion_buy_get_needed: 'Indique quantos comprar e quantos o cliente recebe',
  coupon_code_format: 'Letras, algarismos e hífenes (3 a 40)',
  coupon_code_taken: 'Outro cupão tem o código %{code}',
  coupon_unknown: 'Nenhum cupão tem o código %{code}',
  coupon_not_live: 'O cupão %{code} não é válido agora',
  coupon_used_up: 'O cupão %{code} já foi usado tantas vezes quanto permitido',
  coupon_used_up_by_customer: 'Este cliente já usou o cupão %{code} tantas vezes quanto permitido',
  coupon_does_not_apply: 'O cupão %{code} não se aplica a este carrinho',
  coupon_prefix_format: 'Até 12 letras, algarismos e hífenes',
  steal_variant_twice: 'Esta variante está duas vezes na oferta',
  steal_price_over: 'O preço da oferta deve ser inferior ao preço da variante',
  steal_cap_below_sold: 'Já foram vendidos %{sold}: o limite não pode descer mais',
  steal_sold_out: 'A oferta de %{sku} esgotou',
};
