import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { orderPaymentSchema, orderRefundSchema } from '@domain/orders/payments';
import type { Database, Executor } from '../../db/client';
import { employees, orderPayments, type Order } from '../../db/schema';
import type { StaffContext } from '../../auth/access';
import { refusedAt } from '../../http/errors';
import { registerOrderAddition } from './orderAddition';
import { creditOverride } from './orderMoney';
import { paymentsOf, recordMoney, recordPayment } from './paymentLedger';
import { PAYMENT_STATUSES } from '@domain/orders/states';

const settled = z.object({ id: z.number().int(), payment_status: z.enum(PAYMENT_STATUSES) });

type PaymentInput = z.infer<typeof orderPaymentSchema>;
type RefundInput = z.infer<typeof orderRefundSchema>;

/** The order's payments and refunds, oldest first, with who recorded each and, for a payment, what went back to it. */
export const paymentsSql = sql`(
  select coalesce(json_agg(json_build_object(
    'id', p.id, 'kind', p.kind, 'method', p.method, 'amount', p.amount, 'reference', p.reference, 'refund_of', p.refund_of,
    'reason', p.reason, 'override_reason', p.override_reason, 'received_at', p.received_at,
    'refunded', (select coalesce(sum(r.amount), 0)::int from ${orderPayments} r where r.refund_of = p.id),
    'recorded_by', (select e.first_name || ' ' || e.last_name from ${employees} e where e.id = p.created_by)
  ) order by p.received_at, p.id), '[]'::json)
  from ${orderPayments} p where p.order_id = "orders"."id")`;

/** `POST /orders/:id/payments`: money the customer paid (cash on delivery collected, UPI or card in a store ...). */
const receivePayment = async (tx: Executor, order: Order, input: PaymentInput, staff: StaffContext) => {
  const settled = await recordPayment(tx, order, { amount: input.amount, method: input.method, reference: input.reference, received_at: input.received_at ?? new Date() }, staff.id);
  return { id: order.id, paid: settled.paid, payment_status: settled.payment_status };
};

/**
 * `POST /orders/:id/refunds`: money back to one of the order's payments, by its method: never more than
 * that payment has left, and, unless a permitted staff member gives a reason, than the order's payments
 * leave after earlier refunds and credit notes.
 */
const refundPayment = async (tx: Executor, order: Order, input: RefundInput, staff: StaffContext) => {
  const payment = (await paymentsOf(tx, order.id)).find((candidate) => candidate.id === input.payment_id);
  if (!payment) throw refusedAt(422, 'refund_refused', 'payment_id', { key: 'server.refund_unknown_payment' });
  if (payment.method === 'credit_note') throw refusedAt(422, 'refund_refused', 'payment_id', { key: 'server.refund_credit_note_payment' });
  if (input.amount > payment.left) throw refusedAt(422, 'refund_refused', 'amount', { key: 'server.refund_over_payment', params: { left: { money: payment.left } } });
  const override = await creditOverride(tx, order.id, input.amount, { staff, reason: input.override_reason, field: 'amount' });
  const settled = await recordMoney(
    tx,
    order,
    { kind: 'refund', method: payment.method, amount: input.amount, reference: input.reference, refund_of: payment.id, reason: input.reason, override_reason: override },
    staff.id,
  );
  return { id: order.id, refunded: settled.refunded, payment_status: settled.payment_status };
};

export const registerOrderPayments = (app: FastifyInstance, db: Database) => {
  registerOrderAddition(app, db, 'payments', orderPaymentSchema, receivePayment, settled.extend({ paid: z.number().int() }));
  registerOrderAddition(app, db, 'refunds', orderRefundSchema, refundPayment, settled.extend({ refunded: z.number().int() }));
};
