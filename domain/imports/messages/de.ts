import type { en } from './en';

/** Imports: the server's messages in German. */
export const de: Record<keyof typeof en, string> = {
  import_not_found: 'Import nicht gefunden',
  import_listed_twice: 'Zweimal in dieser Datei: zuerst in Zeile %{row}',
  import_not_in_step: 'Dieser Import ist weiter: bitte neu laden',
  import_unknown_field: 'Kein Feld heißt %{field}',
  import_missing_columns: 'Keine Spalte ist %{columns} zugeordnet',
  import_too_large: 'Die Datei ist größer als %{megabytes} MB',
  import_not_a_table: 'Laden Sie eine CSV- oder XLSX-Datei hoch',
  import_empty: 'Die Datei ist leer',
  import_header_only: 'Die Datei enthält eine Kopfzeile, aber keine Zeilen',
  import_unknown_encoding: 'Die Datei ist weder UTF-8 noch Windows-1252: speichern Sie sie als CSV UTF-8',
  import_too_many_rows: 'Die Datei enthält mehr als %{max} Zeilen: teilen Sie sie auf',
  import_unknown_product: 'Kein Produkt hat das Kennzeichen %{handle}',
  import_unknown_condition: 'Kein Zustand hat den Code %{code}',
  import_variant_of_other_product: 'Diese SKU gehört zu einem anderen Produkt',
  import_barcode_taken: 'Dieser Barcode gehört zur SKU %{sku}',
  import_unknown_brand: 'Keine Marke heißt %{name}',
  import_unknown_designer: 'Kein Designer heißt %{name}',
  import_unknown_category: 'Keine Kategorie heißt %{name}',
  import_report_row: 'Zeile',
  import_report_error: 'Fehler',
};
