import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { moneyDifference, orderName, rowsOf, type BooksDifference, type Row } from './difference';

const credit = (row: Row, subject: string, measure: string, expected: unknown, found: unknown) => moneyDifference('credits', row, subject, measure, expected, found);

/**
 * Credit notes and refunds against the payments received: what an order gave back (refunds and its
 * credit notes, less what voided ones left unused) within what it was paid unless a permitted staff
 * member overrode the limit; each return's refund and each cheaper exchange's difference given back
 * as it says; each note's balance against its redemptions; each order's payments by credit note
 * against the notes redeemed for it.
 */
export const creditBooks = async (db: Executor): Promise<BooksDifference[]> => {
  const orders = await rowsOf(
    db,
    sql`
    with notes as (
      select order_id, sum(case when status = 'void' then amount - balance else amount end)::int as credited,
             bool_or(override_reason is not null) as overridden
      from credit_notes where order_id is not null group by 1),
    money as (
      select order_id, sum(case when kind = 'payment' then amount else 0 end)::int as paid,
             sum(case when kind = 'refund' then amount else 0 end)::int as refunded,
             sum(case when kind = 'payment' and method = 'credit_note' then amount else 0 end)::int as by_note,
             bool_or(override_reason is not null) as overridden
      from order_payments group by 1),
    redeemed as (select order_id, sum(amount)::int as amount from credit_note_redemptions where order_id is not null group by 1)
    select o.id as order_id, o.number, coalesce(m.paid, 0) as paid, coalesce(m.refunded, 0) + coalesce(n.credited, 0) as given_back,
           coalesce(n.overridden, false) or coalesce(m.overridden, false) as overridden, coalesce(m.by_note, 0) as by_note, coalesce(r.amount, 0) as redeemed
    from orders o left join notes n on n.order_id = o.id left join money m on m.order_id = o.id left join redeemed r on r.order_id = o.id
    where (coalesce(m.refunded, 0) + coalesce(n.credited, 0) > coalesce(m.paid, 0) and not (coalesce(n.overridden, false) or coalesce(m.overridden, false)))
       or coalesce(m.by_note, 0) <> coalesce(r.amount, 0)
    order by 1`,
  );
  const returns = await rowsOf(
    db,
    sql`
    select r.id as return_id, r.order_id, o.number, r.refund_method, r.refund,
           case when r.refund_method = 'credit_note' then coalesce(n.amount, 0)
                else (select coalesce(sum(p.amount), 0)::int from order_payments p where p.return_id = r.id) end as given
    from order_returns r join orders o on o.id = r.order_id left join credit_notes n on n.id = r.credit_note_id
    order by 1`,
  );
  const exchanges = await rowsOf(
    db,
    sql`
    select x.id as exchange_id, x.order_id, o.number, greatest(-x.difference, 0) as owed, coalesce(n.amount, 0) as given
    from order_exchanges x join orders o on o.id = x.order_id left join credit_notes n on n.id = x.credit_note_id
    where greatest(-x.difference, 0) <> coalesce(n.amount, 0)
    order by 1`,
  );
  const notes = await rowsOf(
    db,
    sql`
    select n.number as note, n.order_id, n.amount, n.balance, coalesce(sum(r.amount), 0)::int as redeemed
    from credit_notes n left join credit_note_redemptions r on r.credit_note_id = n.id
    group by n.id having n.balance <> n.amount - coalesce(sum(r.amount), 0)
    order by n.id`,
  );
  const found: BooksDifference[] = [];
  for (const row of orders) {
    if (Number(row.given_back) > Number(row.paid) && !row.overridden)
      found.push(credit(row, orderName(row), 'refunded and credited (expected at most what was paid)', row.paid, row.given_back));
    if (Number(row.by_note) !== Number(row.redeemed))
      found.push(credit(row, orderName(row), 'paid by credit note (expected: the notes redeemed for it)', row.redeemed, row.by_note));
  }
  for (const row of returns) {
    if (Number(row.given) !== Number(row.refund))
      found.push(credit(row, `return ${String(row.return_id)} of ${orderName(row)}`, `given back by ${String(row.refund_method)} (expected: its refund)`, row.refund, row.given));
  }
  for (const row of exchanges) found.push(credit(row, `exchange ${String(row.exchange_id)} of ${orderName(row)}`, 'credited (expected: the cheaper pieces\' difference)', row.owed, row.given));
  for (const row of notes) found.push(credit(row, `credit note ${String(row.note)}`, 'balance (expected: its amount less its redemptions)', Number(row.amount) - Number(row.redeemed), row.balance));
  return found;
};
