import { eq, sql } from 'drizzle-orm';
import { canDo } from '@domain/permissions';
import { refundableOf, type OrderMoney } from '@domain/orders/payments';
import { paymentStatusOf } from '@domain/orders/states';
import type { Executor } from '../../db/client';
import { creditNotes, orderExchanges, orders } from '../../db/schema';
import type { StaffContext } from '../../auth/access';
import { refusedAt } from '../../http/errors';

// The subqueries name their tables by alias and the order as "orders"."id": a select from one table
// writes its columns unqualified, which inside them would name their own table's.

/** Credit notes issued against the order, less the balance voided ones left unused (it is owed no more). */
export const creditedSql = sql<number>`(
  select coalesce(sum(case when cn.status = 'void' then cn.amount - cn.balance else cn.amount end), 0)::int
  from ${creditNotes} cn where cn.order_id = "orders"."id")`;

/** What exchanges for dearer pieces added to what the customer owes. */
export const exchangeDueSql = sql<number>`(
  select coalesce(sum(greatest(x.difference, 0)), 0)::int from ${orderExchanges} x where x.order_id = "orders"."id")`;

/** The order's money figures as they stand in the transaction. */
export const moneyOf = async (tx: Executor, orderId: number): Promise<OrderMoney & { status: string }> => {
  const [money] = await tx
    .select({ total: orders.total, paid: orders.paid, refunded: orders.refunded, status: orders.status, credited: creditedSql, exchange_due: exchangeDueSql })
    .from(orders)
    .where(eq(orders.id, orderId));
  return money!;
};

/**
 * Adds what was just paid or refunded to the order's sums and sets its payment status to what they
 * and its charges make (paymentStatusOf); call it in the transaction that wrote the payment or refund.
 */
export const settleOrder = async (tx: Executor, orderId: number, change: { paid?: number; refunded?: number } = {}) => {
  const money = await moneyOf(tx, orderId);
  const paid = money.paid + (change.paid ?? 0);
  const refunded = money.refunded + (change.refunded ?? 0);
  const status = paymentStatusOf({ charged: money.total + money.exchange_due, paid, refunded, cancelled: money.status === 'cancelled' });
  const [settled] = await tx.update(orders).set({ paid, refunded, payment_status: status, updated_at: new Date() }).where(eq(orders.id, orderId)).returning();
  return settled!;
};

/**
 * Credits or refunds of `amount` go only as far as the order's payments leave, net of earlier refunds
 * and credits (refundableOf): beyond, 422 at `field`. A staff member who may credit beyond paid (orders'
 * credit_beyond_paid) goes past that by giving a reason, answered to be kept with the credit; a reason
 * from anyone else is refused (403). The order's row must be locked by the caller.
 */
export const creditOverride = async (tx: Executor, orderId: number, amount: number, call: { staff: StaffContext; reason: string; field: string }) => {
  if (call.reason) {
    if (!canDo(call.staff, 'orders', 'credit_beyond_paid')) throw refusedAt(403, 'forbidden', 'override_reason', { key: 'server.credit_beyond_paid_forbidden' });
    return call.reason;
  }
  const left = refundableOf(await moneyOf(tx, orderId));
  if (amount > left) throw refusedAt(422, 'over_paid', call.field, { key: 'server.order_credit_over_paid', params: { left: { money: left } } });
  return null;
};
