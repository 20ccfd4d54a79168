import type { en } from './en';

/** Catalogue: products, variants and their review: the server's messages in French. */
export const fr: Record<keyof typeof en, string> = {
  enter_title: 'Saisissez un titre',
  title_too_long: 'Le titre doit faire moins de %{max} caractères',
  description_too_long: 'La description doit faire moins de %{max} caractères',
  image_address_too_long: "Les adresses d'images doivent faire moins de %{max} caractères",
  at_most_images: '%{max} images au plus',
  at_most_tags: '%{max} étiquettes au plus',
  amount_in_paise: 'Le champ « %{field} » est en paise, un nombre entier',
  amount_negative: 'Le champ « %{field} » ne peut pas être négatif',
  sku_too_short: "Saisissez un SKU d'au moins %{min} caractères",
  capitals_digits_hyphens: 'Utilisez des majuscules, des chiffres et des tirets',
  barcode_format: 'Utilisez de 6 à 32 chiffres, majuscules ou tirets',
  barcode_check_digit: 'Chiffre de contrôle erroné pour un code-barres %{kind} : le dernier chiffre devrait être %{expected}',
  enter_date_time: 'Saisissez une date et une heure',
  price_above_mrp: 'Le prix ne peut pas dépasser le MRP',
  give_reject_reason: 'Donnez la raison du refus, en %{min} caractères au moins',
  select_a_variant: 'Sélectionnez au moins une variante',
  at_most_variants: '%{max} variantes au plus à la fois',
  variant_ids: '%{ids}',
  variants_not_in_review: "Certaines de ces variantes n'attendent plus de vérification",
  variants_not_reviewable: 'Seules les variantes brouillons ou refusées peuvent être envoyées en vérification',
  variant_has_stock: 'Cette variante a du stock en rayon. Sortez le stock avant de la supprimer.',
  product_has_variants:
    "Ce produit a des variantes. Supprimez ou déplacez d'abord ses variantes, ou archivez le produit.",
};
