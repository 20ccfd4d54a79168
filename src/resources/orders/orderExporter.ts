import { downloadCSV, type Exporter } from 'react-admin';
import { neutraliseFormula } from '@domain/imports/csvCells';
import { ORDER_AMOUNTS } from '@domain/orders/report';
import jsonExport from '../../lazy/jsonexport';

/** The columns of the export: the order, where it came from, its state, its money in rupees. */
const COLUMNS = [
  'id',
  'number',
  'placed_at',
  'channel',
  'store',
  'customer_name',
  'customer_email',
  'status',
  'payment_status',
  'payment_method',
  'items_count',
  ...ORDER_AMOUNTS,
  'paid',
  'refunded',
  'carrier',
  'tracking_number',
] as const;
type Column = (typeof COLUMNS)[number];

const MONEY = new Set<Column>([...ORDER_AMOUNTS, 'paid', 'refunded']);

const cellOf = (column: Column, value: unknown): string | number | boolean => {
  if (value === null || value === undefined) return '';
  if (MONEY.has(column) && typeof value === 'number') return (value / 100).toFixed(2);
  if (typeof value === 'string') return neutraliseFormula(value);
  return value as number | boolean;
};

/** The orders list's CSV, stores by name: every text cell neutralised, so no spreadsheet runs a typed "=..." as a formula. */
export const orderExporter: Exporter = async (records, fetchRelatedRecords) => {
  const stores = await fetchRelatedRecords<{ name: string }>(records, 'store_id', 'stores');
  const rows = records.map((record) => {
    const values: Record<string, unknown> = { ...record, store: stores[record.store_id]?.name };
    return Object.fromEntries(COLUMNS.map((column) => [column, cellOf(column, values[column])]));
  });
  jsonExport(rows, { headers: [...COLUMNS] }, (error: Error | null, csv: string) => {
    if (!error) downloadCSV(csv, 'orders');
  });
};
