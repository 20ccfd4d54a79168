import { check, index, integer, pgTable, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { PAYMENT_KINDS, RECORDED_METHODS } from '@domain/orders/payments';
import { identityId, requiredReference } from './columns';
import { orderReturns, orders } from './orders';

const oneOf = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * Money an order received (a payment) or gave back to one of its payments (a refund): how much, by
 * which method, its reference, when and by whom. The order's `paid` and `refunded` are their sums,
 * kept in the same transaction as each row.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: identityId(),
    order_id: requiredReference('order_id', () => orders.id, 'restrict'),
    kind: text('kind').notNull(),
    method: text('method').notNull(),
    amount: integer('amount').notNull(),
    /** UPI transaction id, card slip, cheque or transfer number, credit note number. */
    reference: text('reference').notNull().default(''),
    /** A refund: the payment it goes back to. */
    refund_of: integer('refund_of').references((): AnyPgColumn => orderPayments.id, { onDelete: 'restrict' }),
    /** A refund: why; the return that made it, when one did. */
    reason: text('reason').notNull().default(''),
    return_id: integer('return_id').references(() => orderReturns.id, { onDelete: 'restrict' }),
    /** Why a refund beyond what was paid went ahead (orders' credit_beyond_paid). */
    override_reason: text('override_reason'),
    received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    created_by: integer('created_by'),
  },
  (t) => [
    index('order_payments_order').on(t.order_id, t.received_at),
    index('order_payments_refund_of').on(t.refund_of),
    check('order_payments_amount_positive', sql`${t.amount} > 0`),
    check('order_payments_kind_known', sql`${t.kind} in (${oneOf(PAYMENT_KINDS)})`),
    check('order_payments_method_known', sql`${t.method} in (${oneOf(RECORDED_METHODS)})`),
    check('order_payments_refund_names_payment', sql`(${t.kind} = 'refund') = (${t.refund_of} is not null)`),
  ],
);
