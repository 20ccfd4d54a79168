import { sql } from 'drizzle-orm';
import { paymentStatusOf } from '@domain/orders/states';
import type { Executor } from '../../db/client';
import { moneyDifference, orderName, orderOf, rowsOf, type BooksDifference, type Row } from './difference';

const money = (row: Row, measure: string, expected: unknown, found: unknown) => moneyDifference('payments', row, orderName(row), measure, expected, found);

/**
 * Each order's paid and refunded against its payment rows, its payment status against what they make
 * (paymentStatusOf), nothing paid beyond what it charges, and no payment refunded beyond its amount
 * or from another order.
 */
export const paymentBooks = async (db: Executor): Promise<BooksDifference[]> => {
  const orders = await rowsOf(
    db,
    sql`
    with sums as (
      select order_id, sum(case when kind = 'payment' then amount else 0 end)::int as paid,
             sum(case when kind = 'refund' then amount else 0 end)::int as refunded
      from order_payments group by 1),
    extra as (select order_id, sum(greatest(difference, 0))::int as due from order_exchanges group by 1)
    select o.id as order_id, o.number, o.status, o.payment_status, o.total + coalesce(x.due, 0) as charged,
           o.paid, o.refunded, coalesce(s.paid, 0) as rows_paid, coalesce(s.refunded, 0) as rows_refunded
    from orders o left join sums s on s.order_id = o.id left join extra x on x.order_id = o.id
    order by o.id`,
  );
  const refunds = await rowsOf(
    db,
    sql`
    select p.order_id, o.number, p.id as payment_id, p.amount, coalesce(sum(r.amount), 0)::int as refunded,
           bool_or(r.order_id <> p.order_id) as elsewhere
    from order_payments p join order_payments r on r.refund_of = p.id join orders o on o.id = p.order_id
    group by p.id, o.number
    having coalesce(sum(r.amount), 0) > p.amount or bool_or(r.order_id <> p.order_id) or bool_or(p.kind <> 'payment')
    order by 1, 3`,
  );
  const found: BooksDifference[] = [];
  for (const row of orders) {
    if (Number(row.paid) !== Number(row.rows_paid)) found.push(money(row, 'paid (expected: its payments)', row.rows_paid, row.paid));
    if (Number(row.refunded) !== Number(row.rows_refunded)) found.push(money(row, 'refunded (expected: its refunds)', row.rows_refunded, row.refunded));
    if (Number(row.rows_paid) > Number(row.charged)) found.push(money(row, 'paid beyond what it charges (expected at most)', row.charged, row.rows_paid));
    const status = paymentStatusOf({ charged: Number(row.charged), paid: Number(row.rows_paid), refunded: Number(row.rows_refunded), cancelled: row.status === 'cancelled' });
    if (row.payment_status !== status)
      found.push({ book: 'payments', subject: orderName(row), measure: 'payment status (expected: what its payments make)', expected: status, found: String(row.payment_status), unit: 'status', ...orderOf(row) });
  }
  for (const row of refunds) {
    const subject = `${orderName(row)} payment ${String(row.payment_id)}`;
    if (row.elsewhere) found.push({ book: 'payments', subject, measure: 'refunds from other orders', expected: 0, found: 'some', unit: 'status', ...orderOf(row) });
    else found.push({ book: 'payments', subject, measure: 'refunded from the payment (expected at most its amount)', expected: Number(row.amount), found: Number(row.refunded), unit: 'paise', ...orderOf(row) });
  }
  return found;
};
