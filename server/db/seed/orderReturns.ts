import { financialYearOf } from '@domain/gst/financialYear';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { creditNoteNumber } from '@domain/orders/creditNotes';
import { exchangeValues } from '@domain/orders/exchanges';
import { refundFor } from '@domain/orders/returns';
import { paymentStatusOf } from '@domain/orders/states';
import type { Executor } from '../client';
import { creditNoteSequences, creditNotes, orderEvents, orderExchanges, orderLines, orderPayments, orderReturns, orders, shelfStock, variants, warehouses, type Order } from '../schema';
import { reserve } from '../../services/product/stock/movements';
import { pickReserved } from '../../services/order/orderStock';

const DAY = 86_400_000;
/** One delivered order in RETURN_EVERY comes back in part, one in EXCHANGE_EVERY is exchanged (disjoint). */
const RETURN_EVERY = 25;
const EXCHANGE_EVERY = 40;
const REASONS = ['Too small', 'Too large', 'Colour differs from the photos', 'Damaged in transit', 'Changed mind', 'Stitching defect'];

interface NoteDraft {
  order: Order;
  amount: number;
  reason: string;
  at: Date;
}

/** A week after delivery, never in the future. */
const cameBackAt = (order: Order, now: number) => new Date(Math.min(now, (order.delivered_at ?? order.placed_at).getTime() + 7 * DAY));

/**
 * Credit notes for `drafts`, numbered without gaps per year in the order they were issued, and the
 * years' sequences left where the ledger continues (creditNoteLedger.ts). Answers their ids in the drafts' order.
 */
const issueNotes = async (db: Executor, drafts: NoteDraft[]) => {
  if (!drafts.length) return [];
  const order = drafts.map((_, index) => index).sort((a, b) => drafts[a]!.at.getTime() - drafts[b]!.at.getTime());
  const last = new Map<number, number>();
  const numbered = new Map<number, { year: number; sequence: number }>();
  for (const index of order) {
    const year = financialYearOf(drafts[index]!.at);
    const sequence = (last.get(year) ?? 0) + 1;
    last.set(year, sequence);
    numbered.set(index, { year, sequence });
  }
  const rows = await db
    .insert(creditNotes)
    .values(
      drafts.map((draft, index) => {
        const { year, sequence } = numbered.get(index)!;
        return { number: creditNoteNumber(year, sequence), year, sequence, order_id: draft.order.id, customer_id: draft.order.customer_id, amount: draft.amount, balance: draft.amount, status: 'issued', reason: draft.reason, created_at: draft.at, updated_at: draft.at };
      }),
    )
    .returning({ id: creditNotes.id, number: creditNotes.number });
  await db.insert(creditNoteSequences).values([...last].map(([year, sequence]) => ({ year, last: sequence })));
  return rows;
};

interface SeededMoney {
  order: Order;
  kind: 'payment' | 'refund';
  amount: number;
  reason: string;
  returnId: number | null;
  at: Date;
}

/**
 * Payments (by UPI) and refunds (to the order's payment) of seeded returns and exchanges, with the
 * orders' sums and payment status after them; each order at most once in a call.
 */
const seedMoney = async (db: Executor, rows: SeededMoney[]) => {
  if (!rows.length) return;
  const payments = await db.select().from(orderPayments).where(and(inArray(orderPayments.order_id, rows.map((row) => row.order.id)), eq(orderPayments.kind, 'payment')));
  await db.insert(orderPayments).values(
    rows.map(({ order, kind, amount, reason, returnId, at }) => {
      const paidWith = payments.find((payment) => payment.order_id === order.id)!;
      return { order_id: order.id, kind, amount, reason, return_id: returnId, received_at: at, created_at: at, ...(kind === 'refund' ? { method: paidWith.method, refund_of: paidWith.id } : { method: 'upi' }) };
    }),
  );
  for (const { order, kind, amount } of rows) {
    const paid = order.paid + (kind === 'payment' ? amount : 0);
    const refunded = order.refunded + (kind === 'refund' ? amount : 0);
    // Seeded delivered orders were paid in full, and an exchange's payment pays its difference: they charge what they were paid.
    await db.update(orders).set({ paid, refunded, payment_status: paymentStatusOf({ charged: paid, paid, refunded, cancelled: false }) }).where(eq(orders.id, order.id));
  }
};

/**
 * Returns and exchanges among the seeded delivered orders: one piece of the first line, written off
 * (the seeded orders never took stock off a shelf), refunded as a credit note or to the payment; an
 * exchange sends another variant off a seeded warehouse's shelves (through the stock module, so the
 * ledger has it) and settles the difference.
 */
export const seedReturnsAndExchanges = async (db: Executor) => {
  const delivered = await db.select().from(orders).where(eq(orders.status, 'delivered')).orderBy(asc(orders.id));
  const [warehouse] = await db.select({ id: warehouses.id }).from(warehouses).orderBy(asc(warehouses.id)).limit(1);
  const returning = delivered.filter((order) => order.id % RETURN_EVERY === 0);
  const exchanging = warehouse ? delivered.filter((order) => order.id % EXCHANGE_EVERY === 7) : [];
  const chosen = [...returning, ...exchanging];
  if (!chosen.length) return;
  const lines = await db.select().from(orderLines).where(inArray(orderLines.order_id, chosen.map((order) => order.id))).orderBy(asc(orderLines.id));
  const firstLine = (order: Order) => lines.find((line) => line.order_id === order.id)!;
  // The pieces an exchange sends leave the warehouse's shelves: only variants it holds, each as often as it holds them.
  const sendable = warehouse
    ? await db
        .select({ id: variants.id, sku: variants.sku, price: variants.price, units: sql<number>`sum(${shelfStock.quantity})::int` })
        .from(variants)
        .innerJoin(shelfStock, eq(shelfStock.variant_id, variants.id))
        .where(eq(shelfStock.warehouse_id, warehouse.id))
        .groupBy(variants.id)
        .orderBy(asc(variants.id))
        .limit(200)
    : [];
  const now = Date.now();

  const returns = returning.map((order, index) => {
    const line = firstLine(order);
    const refund = refundFor({ quantity: line.quantity, net: line.net, returned: 0 }, 1);
    const toPayment = index % 3 === 0 && order.paid - order.refunded >= refund;
    return { order, line, refund, method: toPayment ? 'original_payment' : 'credit_note', reason: REASONS[index % REASONS.length]!, at: cameBackAt(order, now) };
  });
  const exchanges = exchanging.flatMap((order, index) => {
    const line = firstLine(order);
    const variant = sendable.find((candidate, position) => position >= index % sendable.length && candidate.id !== line.variant_id && candidate.units > 0);
    if (!variant) return [];
    variant.units -= 1;
    const values = exchangeValues({ quantity: line.quantity, net: line.net, returned: 0 }, 1, variant.price);
    return [{ order, line, variant, values, reason: REASONS[(index + 2) % REASONS.length]!, at: cameBackAt(order, now) }];
  });

  const credits = [
    ...returns.filter((row) => row.method === 'credit_note' && row.refund > 0).map((row) => ({ row, draft: { order: row.order, amount: row.refund, reason: row.reason, at: row.at } })),
    ...exchanges.filter((row) => row.values.difference < 0).map((row) => ({ row, draft: { order: row.order, amount: -row.values.difference, reason: row.reason, at: row.at } })),
  ];
  const notes = await issueNotes(db, credits.map((credit) => credit.draft));
  const noteByRow = new Map<object, { id: number; number: string }>(credits.map((credit, index) => [credit.row, notes[index]!]));
  const noteOf = (row: object) => noteByRow.get(row);

  if (returns.length) {
    const made = await db
      .insert(orderReturns)
      .values(returns.map((row) => ({ order_id: row.order.id, reason: row.reason, restock_shelf_id: null, refund_method: row.method, refund: row.refund, credit_note_id: noteOf(row)?.id ?? null, lines: [{ line_id: row.line.id, quantity: 1, refund: row.refund }], created_at: row.at, updated_at: row.at })))
      .returning({ id: orderReturns.id });
    await db.insert(orderEvents).values(
      returns.map((row, index) => ({ order_id: row.order.id, kind: 'return', note: row.reason, created_at: row.at, data: { return_id: made[index]!.id, refund: row.refund, refund_method: row.method, credit_note: noteOf(row)?.number ?? null, restock_shelf_id: null, lines: [{ line_id: row.line.id, quantity: 1, refund: row.refund }] } })),
    );
    const toPayments = returns.flatMap((row, index) => (row.method === 'original_payment' ? [{ row, returnId: made[index]!.id }] : []));
    await seedMoney(db, toPayments.map(({ row, returnId }) => ({ order: row.order, kind: 'refund', amount: row.refund, reason: row.reason, returnId, at: row.at })));
  }
  if (exchanges.length) {
    const made = await db
      .insert(orderExchanges)
      .values(exchanges.map((row) => ({ order_id: row.order.id, line_id: row.line.id, quantity: 1, reason: row.reason, restock_shelf_id: null, new_variant_id: row.variant.id, new_sku: row.variant.sku, new_unit_price: row.variant.price, warehouse_id: warehouse!.id, ...row.values, credit_note_id: noteOf(row)?.id ?? null, created_at: row.at, updated_at: row.at })))
      .returning({ id: orderExchanges.id });
    for (const [index, row] of exchanges.entries()) {
      const source = { actor: null, documentType: 'order-exchanges', documentId: made[index]!.id, line: row.line.id };
      await reserve(db, source, { variantId: row.variant.id, warehouseId: warehouse!.id, quantity: 1 });
      await pickReserved(db, source, row.variant.id, warehouse!.id, 1);
    }
    await db.insert(orderEvents).values(
      exchanges.map((row, index) => ({ order_id: row.order.id, kind: 'exchange', note: row.reason, created_at: row.at, data: { exchange_id: made[index]!.id, new_sku: row.variant.sku, difference: row.values.difference, credit_note: noteOf(row)?.number ?? null, line_id: row.line.id, quantity: 1 } })),
    );
    // The customer paid a dearer exchange's difference when it was made.
    await seedMoney(db, exchanges.filter((row) => row.values.difference > 0).map((row) => ({ order: row.order, kind: 'payment', amount: row.values.difference, reason: '', returnId: null, at: row.at })));
  }
  const lineIds = [...returns, ...exchanges].map((row) => row.line.id);
  await db.update(orderLines).set({ returned_quantity: sql`${orderLines.returned_quantity} + 1` }).where(inArray(orderLines.id, lineIds));
};
