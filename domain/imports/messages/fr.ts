import type { en } from './en';

/** Imports: the server's messages in French. */
export const fr: Record<keyof typeof en, string> = {
  import_not_found: 'Import introuvable',
  import_listed_twice: "Présent deux fois dans ce fichier : d'abord à la ligne %{row}",
  import_not_in_step: 'Cet import a avancé : rechargez-le',
  import_unknown_field: "Aucun champ ne s'appelle %{field}",
  import_missing_columns: "Aucune colonne n'est associée à %{columns}",
  import_too_large: 'Le fichier dépasse %{megabytes} Mo',
  import_not_a_table: 'Envoyez un fichier CSV ou XLSX',
  import_empty: 'Le fichier est vide',
  import_header_only: 'Le fichier contient un en-tête mais aucune ligne',
  import_unknown_encoding: "Le fichier n'est ni en UTF-8 ni en Windows-1252 : enregistrez-le en CSV UTF-8",
  import_too_many_rows: 'Le fichier contient plus de %{max} lignes : découpez-le',
  import_unknown_product: "Aucun produit n'a l'identifiant %{handle}",
  import_unknown_condition: "Aucun état n'a le code %{code}",
  import_variant_of_other_product: 'Ce SKU appartient à un autre produit',
  import_barcode_taken: 'Ce code-barres appartient au SKU %{sku}',
  import_unknown_brand: "Aucune marque ne s'appelle %{name}",
  import_unknown_designer: "Aucun créateur ne s'appelle %{name}",
  import_unknown_category: "Aucune catégorie ne s'appelle %{name}",
  import_report_row: 'Ligne',
  import_report_error: 'Erreur',
};
