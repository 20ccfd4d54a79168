import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { creditNotes, orders } from '../../db/schema';
import { textSearch } from '../../http/search';

/** The number of the order a row names. */
export const orderNumberOf = (orderId: PgColumn) => sql<string | null>`(select ${orders.number} from ${orders} where ${orders.id} = ${orderId})`;

/** Columns of the rows that belong to an order (returns, exchanges) read from it. */
export const ofOrder = (orderId: PgColumn) => ({
  order_number: orderNumberOf(orderId),
  customer_name: sql<string>`(select ${orders.customer_name} from ${orders} where ${orders.id} = ${orderId})`,
});

/** The number of the credit note a row issued. */
export const creditNoteNumberOf = (creditNoteId: PgColumn) =>
  sql<string | null>`(select ${creditNotes.number} from ${creditNotes} where ${creditNotes.id} = ${creditNoteId})`;

/** `q` on an order's rows: the order's number or its customer's email contains it (trigram indexes). */
export const ofOrdersMatching = (db: Database, orderId: PgColumn, q: unknown): SQL | undefined => {
  const matching = textSearch(q, { substring: [orders.number, orders.customer_email] });
  return matching && inArray(orderId, db.select({ id: orders.id }).from(orders).where(matching));
};
