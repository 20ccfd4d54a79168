import type { en } from './en';

/** Promotions: the server's messages in German. */
export const de: Record<keyof typeof en, string> = {
  promotion_ends_before_start: 'Das Ende muss nach dem Beginn liegen',
  promotion_percentage_max: 'Ein Prozentsatz ist höchstens 100 %',
  promotion_pick_scope: 'Wählen Sie mindestens ein Ziel',
  promotion_pick_tags: 'Nennen Sie mindestens ein Kunden-Tag',
  promotion_buy_get_needed: 'Geben Sie an, wie viele gekauft werden und wie viele der Kunde erhält',
  coupon_code_format: 'Buchstaben, Ziffern und Bindestriche (3 bis 40)',
  coupon_code_taken: 'Ein anderer Gutschein hat den Code %{code}',
  coupon_unknown: 'Kein Gutschein hat den Code %{code}',
  coupon_not_live: 'Der Gutschein %{code} ist jetzt nicht gültig',
  coupon_used_up: 'Der Gutschein %{code} wurde so oft wie erlaubt eingelöst',
  coupon_used_up_by_customer: 'Dieser Kunde hat den Gutschein %{code} so oft wie erlaubt eingelöst',
  coupon_does_not_apply: 'Der Gutschein %{code} gilt nicht für diesen Warenkorb',
  coupon_prefix_format: 'Bis zu 12 Buchstaben, Ziffern und Bindestriche',
  steal_variant_twice: 'Diese Variante ist zweimal im Angebot',
  steal_price_over: 'Der Angebotspreis muss unter dem Preis der Variante liegen',
  steal_cap_below_sold: 'Bereits %{sold} verkauft: die Obergrenze kann nicht tiefer liegen',
  steal_sold_out: 'Das Angebot für %{sku} ist ausverkauft',
};
