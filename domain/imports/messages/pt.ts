import type { en } from './en';

/** Imports: the server's messages in Portuguese. */
export const pt: Record<keyof typeof en, string> = {
  import_not_found: 'Importação não encontrada',
  import_listed_twice: 'Repetido neste ficheiro: primeiro na linha %{row}',
  import_not_in_step: 'Esta importação avançou: recarregue-a',
  import_unknown_field: 'Nenhum campo se chama %{field}',
  import_missing_columns: 'Nenhuma coluna corresponde a %{columns}',
  import_too_large: 'O ficheiro ultrapassa %{megabytes} MB',
  import_not_a_table: 'Envie um ficheiro CSV ou XLSX',
  import_empty: 'O ficheiro está vazio',
  import_header_only: 'O ficheiro tem um cabeçalho mas nenhuma linha',
  import_unknown_encoding: 'O ficheiro não está em UTF-8 nem em Windows-1252: guarde-o como CSV UTF-8',
  import_too_many_rows: 'O ficheiro tem mais de %{max} linhas: divida-o',
  import_unknown_product: 'Nenhum produto tem o identificador %{handle}',
  import_unknown_condition: 'Nenhuma condição tem o código %{code}',
  import_variant_of_other_product: 'Este SKU pertence a outro produto',
  import_barcode_taken: 'Este código de barras pertence ao SKU %{sku}',
  import_unknown_brand: 'Nenhuma marca se chama %{name}',
  import_unknown_designer: 'Nenhum designer se chama %{name}',
  import_unknown_category: 'Nenhuma categoria se chama %{name}',
  import_report_row: 'Linha',
  import_report_error: 'Erro',
};
