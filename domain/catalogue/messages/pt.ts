import type { en } from './en';

/** Catalogue: products, variants and their review: the server's messages in Portuguese. */
export const pt: Record<keyof typeof en, string> = {
  enter_title: 'Informe um título',
  title_too_long: 'O título deve ter menos de %{max} caracteres',
  description_too_long: 'A descrição deve ter menos de %{max} caracteres',
  image_address_too_long: 'Os endereços de imagens devem ter menos de %{max} caracteres',
  at_most_images: 'No máximo %{max} imagens',
  at_most_tags: 'No máximo %{max} tags',
  amount_in_paise: 'O campo "%{field}" é em paise, um número inteiro',
  amount_negative: 'O campo "%{field}" não pode ser negativo',
  sku_too_short: 'Informe um SKU com pelo menos %{min} caracteres',
  capitals_digits_hyphens: 'Use letras maiúsculas, dígitos e hifens',
  barcode_format: 'Use de 6 a 32 dígitos, letras maiúsculas ou hifens',
  barcode_check_digit: 'Dígito de controlo errado num código de barras %{kind}: o último dígito deveria ser %{expected}',
  enter_date_time: 'Informe uma data e uma hora',
  price_above_mrp: 'O preço não pode ser maior que o MRP',
  give_reject_reason: 'Informe o motivo da rejeição, com pelo menos %{min} caracteres',
  select_a_variant: 'Selecione pelo menos uma variante',
  at_most_variants: 'No máximo %{max} variantes por vez',
  variant_ids: '%{ids}',
  variants_not_in_review: 'Algumas destas variantes não estão mais aguardando revisão',
  variants_not_reviewable: 'Somente variantes em rascunho ou rejeitadas podem ser enviadas para revisão',
  variant_has_stock: 'Esta variante tem estoque nas prateleiras. Retire o estoque antes de excluí-la.',
  product_has_variants: 'Este produto tem variantes. Exclua ou mova as variantes primeiro, ou arquive o produto.',
};
