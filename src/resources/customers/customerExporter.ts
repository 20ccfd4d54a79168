import { downloadCSV, type Exporter } from 'react-admin';
import { neutraliseFormula } from '@domain/imports/csvCells';
import jsonExport from '../../shims/lazyJsonexport';

/** The columns of the export, named as the customer import reads them back. */
const COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'mobile',
  'gender',
  'date_of_birth',
  'status',
  'blocked_reason',
  'marketing_opt_in',
  'tags',
  'orders_count',
  'total_spent',
  'created_at',
] as const;

const cellOf = (column: (typeof COLUMNS)[number], value: unknown): string | number | boolean => {
  if (value === null || value === undefined) return '';
  if (column === 'total_spent' && typeof value === 'number') return (value / 100).toFixed(2);
  if (Array.isArray(value)) return neutraliseFormula(value.join(', '));
  if (typeof value === 'string') return neutraliseFormula(value);
  return value as number | boolean;
};

/** The customer list's CSV: every text cell neutralised, so no spreadsheet runs a typed "=..." as a formula. */
export const customerExporter: Exporter = (records) => {
  const rows = records.map((record) => Object.fromEntries(COLUMNS.map((column) => [column, cellOf(column, record[column])])));
  jsonExport(rows, { headers: [...COLUMNS] }, (error: Error | null, csv: string) => {
    if (!error) downloadCSV(csv, 'customers');
  });
};
