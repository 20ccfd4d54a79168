import { eq, sql } from 'drizzle-orm';
import { documentNumber, financialYearLabel, financialYearOf } from '@domain/gst/financialYear';
import type { Executor } from '../../db/client';
import { orderEvents, orderNumberCounters, orders, type Order } from '../../db/schema';
import { recordChange } from '../../history/recordChange';
import { notFound } from '../../http/errors';

/**
 * The next number of a document series in the financial year of `at` (INV/2026-27/000123), without
 * gaps: the year's counter row (`INV/2026-27`) stays locked until the transaction ends, and a rollback
 * gives its number back.
 */
export const takeDocumentNumber = async (tx: Executor, prefix: string, at: Date) => {
  const year = financialYearOf(at);
  const [row] = await tx
    .insert(orderNumberCounters)
    .values({ series: `${prefix}/${financialYearLabel(year)}`, last: 1 })
    .onConflictDoUpdate({ target: orderNumberCounters.series, set: { last: sql`${orderNumberCounters.last} + 1` } })
    .returning({ last: orderNumberCounters.last });
  return documentNumber(prefix, year, row!.last);
};

/**
 * The order with its invoice issued: the first time, the next invoice number of the financial year and
 * the moment, a timeline event and History; after that, as it was issued.
 */
export const issueInvoice = async (tx: Executor, orderId: number, actor: number | null, at = new Date()): Promise<Order> => {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound();
  if (order.invoice_number) return order;
  const number = await takeDocumentNumber(tx, 'INV', at);
  const [issued] = await tx.update(orders).set({ invoice_number: number, invoice_issued_at: at, updated_at: at }).where(eq(orders.id, orderId)).returning();
  await tx.insert(orderEvents).values({ order_id: orderId, actor_id: actor, kind: 'invoice_issued', created_at: at, data: { number } });
  await recordChange(tx, actor, 'orders', orderId, order, issued, 'invoice_issued');
  return issued!;
};
