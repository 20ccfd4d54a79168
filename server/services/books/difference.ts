import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** The books the check compares: each names what it holds against what the other side says. */
export type Book = 'shelves' | 'reservations' | 'outbound' | 'returns' | 'exchanges' | 'payments' | 'credits';

/**
 * One place where two books disagree: `expected` is what the record that governs says (an order's
 * lines, a return, the payments), `found` what the other book holds (the ledger, a stored sum).
 */
export interface BooksDifference {
  book: Book;
  /** Where: "order SO-0001234 line 17 (KUR-12)", "warehouse 3 shelf 41 variant 9". */
  subject: string;
  /** What was compared: "units reserved in the ledger", "refunded". */
  measure: string;
  expected: number | string;
  found: number | string;
  /** The order or warehouse concerned, when one is. */
  order_id?: number;
  warehouse_id?: number;
  /** Units of stock, money in minor units, or a status by its name. */
  unit: 'units' | 'paise' | 'status';
}

export type Row = Record<string, unknown>;

/** A raw query's rows, as PGlite (`{rows}`) or postgres-js (an array) answers them. */
export const rowsOf = async (db: Executor, query: SQL): Promise<Row[]> => {
  const result = (await db.execute(query)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
};

/** "order SO-0001234", or the id when the order row is gone. */
export const orderName = (row: Row) => (row.number ? `order ${String(row.number)}` : `order #${String(row.order_id)}`);

/** The order a row of a book's query names, for its difference. */
export const orderOf = (row: Row) => (row.order_id === null || row.order_id === undefined ? {} : { order_id: Number(row.order_id) });

/** "KUR-12", or the variant's id when it has no row. */
export const variantName = (row: Row) => (row.sku ? String(row.sku) : `variant ${String(row.variant_id)}`);

/** A difference in money (paise) about an order's row: the payments' and the credits' books alike. */
export const moneyDifference = (book: Book, row: Row, subject: string, measure: string, expected: unknown, found: unknown): BooksDifference => ({
  book,
  subject,
  measure,
  expected: Number(expected),
  found: Number(found),
  unit: 'paise',
  ...orderOf(row),
});
