import { asc, eq } from 'drizzle-orm';
import { dueOf, RECORDED_METHODS } from '@domain/orders/payments';
import type { Executor } from '../../db/client';
import { orderEvents, orderPayments, type Order } from '../../db/schema';
import { noneOf, recordChange } from '../../history/recordChange';
import { conflict, refusedAt } from '../../http/errors';
import { moneyOf, settleOrder } from './orderMoney';

type PaymentRow = typeof orderPayments.$inferSelect;
type NewMoneyRow = Omit<typeof orderPayments.$inferInsert, 'order_id' | 'created_by'>;

/** The order's payments, oldest first, each with what is left of it to refund. */
export const paymentsOf = async (tx: Executor, orderId: number) => {
  const rows = await tx.select().from(orderPayments).where(eq(orderPayments.order_id, orderId)).orderBy(asc(orderPayments.received_at), asc(orderPayments.id));
  const refundedOf = (payment: PaymentRow) => rows.filter((row) => row.refund_of === payment.id).reduce((sum, row) => sum + row.amount, 0);
  return rows.filter((row) => row.kind === 'payment').map((payment) => ({ ...payment, left: payment.amount - refundedOf(payment) }));
};

/** Writes payments or refunds of one order and adds them to its sums and payment status (settleOrder). */
export const writeMoneyRows = async (tx: Executor, order: Order, rows: NewMoneyRow[], actor: number | null) => {
  if (!rows.length) return order;
  await tx.insert(orderPayments).values(rows.map((row) => ({ ...row, order_id: order.id, created_by: actor })));
  const sum = (kind: string) => rows.filter((row) => row.kind === kind).reduce((total, row) => total + row.amount, 0);
  return settleOrder(tx, order.id, { paid: sum('payment'), refunded: sum('refund') });
};

/**
 * One payment or refund as staff record it: its row, the order's sums, a timeline event and the
 * order's History row (what came in or went back, and the order's paid, refunded and status after).
 */
export const recordMoney = async (tx: Executor, order: Order, row: NewMoneyRow, actor: number | null) => {
  const settled = await writeMoneyRows(tx, order, [row], actor);
  const facts = { amount: row.amount, method: row.method, reference: row.reference || null, ...(row.override_reason ? { override_reason: row.override_reason } : {}) };
  await tx.insert(orderEvents).values({ order_id: order.id, actor_id: actor, kind: row.kind, note: row.reason || null, data: facts });
  const sums = (of: Order) => ({ paid: of.paid, refunded: of.refunded, payment_status: of.payment_status });
  await recordChange(tx, actor, 'orders', order.id, { ...noneOf(facts), ...sums(order) }, { ...facts, ...sums(settled) }, row.kind);
  return settled;
};

/**
 * A payment the order receives: refused (409) on a cancelled order, and beyond what is due (422 at
 * `field`), so a typing slip (an extra zero) never makes an order overpaid.
 */
export const recordPayment = async (tx: Executor, order: Order, payment: Omit<NewMoneyRow, 'kind'>, actor: number | null, field = 'amount') => {
  if (order.status === 'cancelled') throw conflict({ key: 'server.payment_order_cancelled' });
  const due = dueOf(await moneyOf(tx, order.id));
  if (due === 0) throw refusedAt(422, 'payment_refused', field, { key: 'server.payment_nothing_due' });
  if (payment.amount > due) throw refusedAt(422, 'payment_refused', field, { key: 'server.payment_over_due', params: { due: { money: due } } });
  return recordMoney(tx, order, { ...payment, kind: 'payment' }, actor);
};

/**
 * An order paid before payments had rows of their own holds its sums only: what its rows lack is
 * written as one payment by the order's method at its placing (cash when it named none), and what
 * was refunded as one refund to it, so money can go back to it.
 */
const writeLegacyPayment = async (tx: Executor, order: Order) => {
  const rows = await tx.select().from(orderPayments).where(eq(orderPayments.order_id, order.id));
  const sum = (kind: string) => rows.filter((row) => row.kind === kind).reduce((total, row) => total + row.amount, 0);
  const unpaid = order.paid - sum('payment');
  if (unpaid <= 0) return;
  const method = (RECORDED_METHODS as readonly string[]).includes(order.payment_method) ? order.payment_method : 'cash';
  const at = order.placed_at;
  const [payment] = await tx.insert(orderPayments).values({ order_id: order.id, kind: 'payment', method, amount: unpaid, received_at: at, created_at: at }).returning();
  const unrefunded = order.refunded - sum('refund');
  if (unrefunded > 0) await tx.insert(orderPayments).values({ order_id: order.id, kind: 'refund', method, amount: unrefunded, refund_of: payment!.id, received_at: at, created_at: at });
};

/**
 * Refund rows taking `amount` back to the order's payments (not those by credit note), newest first
 * as far as each has left; 422 at `field` when they hold less.
 */
export const refundsToPayments = async (tx: Executor, order: Order, amount: number, field: string): Promise<NewMoneyRow[]> => {
  await writeLegacyPayment(tx, order);
  const refundable = (await paymentsOf(tx, order.id)).filter((payment) => payment.method !== 'credit_note' && payment.left > 0).reverse();
  const left = refundable.reduce((sum, payment) => sum + payment.left, 0);
  if (amount > left) throw refusedAt(422, 'refund_refused', field, { key: 'server.order_refund_over_paid', params: { left: { money: left } } });
  let owed = amount;
  return refundable.flatMap((payment) => {
    const part = Math.min(owed, payment.left);
    owed -= part;
    return part > 0 ? [{ kind: 'refund', method: payment.method, amount: part, refund_of: payment.id }] : [];
  });
};
