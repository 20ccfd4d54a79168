import type { en } from './en';

/** Catalogue: products, variants and their review: the server's messages in German. */
export const de: Record<keyof typeof en, string> = {
  enter_title: 'Geben Sie einen Titel ein',
  title_too_long: 'Der Titel muss kürzer als %{max} Zeichen sein',
  description_too_long: 'Die Beschreibung muss kürzer als %{max} Zeichen sein',
  image_address_too_long: 'Bildadressen müssen kürzer als %{max} Zeichen sein',
  at_most_images: 'Höchstens %{max} Bilder',
  at_most_tags: 'Höchstens %{max} Schlagwörter',
  amount_in_paise: 'Das Feld „%{field}“ ist in Paise, eine ganze Zahl',
  amount_negative: 'Das Feld „%{field}“ darf nicht negativ sein',
  sku_too_short: 'Geben Sie eine SKU mit mindestens %{min} Zeichen ein',
  capitals_digits_hyphens: 'Verwenden Sie Großbuchstaben, Ziffern und Bindestriche',
  barcode_format: 'Verwenden Sie 6 bis 32 Ziffern, Großbuchstaben oder Bindestriche',
  barcode_check_digit: 'Falsche Prüfziffer für einen %{kind}-Barcode: die letzte Ziffer sollte %{expected} sein',
  enter_date_time: 'Geben Sie Datum und Uhrzeit ein',
  price_above_mrp: 'Der Preis darf nicht über dem MRP liegen',
  give_reject_reason: 'Geben Sie den Grund für die Ablehnung an, mindestens %{min} Zeichen',
  select_a_variant: 'Wählen Sie mindestens eine Variante aus',
  at_most_variants: 'Höchstens %{max} Varianten auf einmal',
  variant_ids: '%{ids}',
  variants_not_in_review: 'Einige dieser Varianten warten nicht mehr auf Prüfung',
  variants_not_reviewable: 'Nur Entwürfe oder abgelehnte Varianten können zur Prüfung gesendet werden',
  variant_has_stock: 'Diese Variante hat Bestand in den Regalen. Lagern Sie den Bestand aus, bevor Sie sie löschen.',
  product_has_variants:
    'Dieses Produkt hat Varianten. Löschen oder verschieben Sie zuerst seine Varianten, oder archivieren Sie das Produkt.',
};
