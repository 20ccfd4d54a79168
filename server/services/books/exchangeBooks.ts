import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderName, orderOf, rowsOf, variantName, type BooksDifference } from './difference';

/**
 * Each exchange against its ledger entries: the pieces taken back on the restock shelf (none when
 * written off), as many of the new variant off the shelves of the warehouse it names, and a
 * reservation that came and went.
 */
export const exchangeBooks = async (db: Executor): Promise<BooksDifference[]> => {
  const rows = await rowsOf(
    db,
    sql`
    with moved as (
      select document_id as exchange_id, variant_id,
             sum(case when shelf_id is not null then delta else 0 end)::int as shelves,
             sum(case when shelf_id is null and not in_transit then delta else 0 end)::int as reserved
      from stock_ledger where document_type = 'order-exchanges' group by 1, 2),
    owed as (
      select x.id as exchange_id, l.variant_id, case when x.restock_shelf_id is null then 0 else x.quantity end as shelves
      from order_exchanges x join order_lines l on l.id = x.line_id where l.variant_id is not null
      union all
      select x.id, x.new_variant_id, -x.quantity from order_exchanges x),
    owed_by_variant as (select exchange_id, variant_id, sum(shelves)::int as shelves from owed group by 1, 2)
    select coalesce(m.exchange_id, w.exchange_id) as exchange_id, x.order_id, o.number, coalesce(m.variant_id, w.variant_id) as variant_id, v.sku,
           coalesce(w.shelves, 0) as expected, coalesce(m.shelves, 0) as found, coalesce(m.reserved, 0) as reserved
    from moved m full join owed_by_variant w on w.exchange_id = m.exchange_id and w.variant_id = m.variant_id
    left join order_exchanges x on x.id = coalesce(m.exchange_id, w.exchange_id)
    left join orders o on o.id = x.order_id
    left join variants v on v.id = coalesce(m.variant_id, w.variant_id)
    where coalesce(m.shelves, 0) <> coalesce(w.shelves, 0) or coalesce(m.reserved, 0) <> 0
    order by 1, 4`,
  );
  return rows.flatMap((row): BooksDifference[] => {
    const subject = `exchange ${String(row.exchange_id)} of ${orderName(row)} ${variantName(row)}`;
    return [
      ...(Number(row.expected) === Number(row.found)
        ? []
        : [{ book: 'exchanges' as const, subject, measure: 'units on the shelves, in (taken back) or out (sent)', expected: Number(row.expected), found: Number(row.found), unit: 'units' as const, ...orderOf(row) }]),
      ...(Number(row.reserved) === 0 ? [] : [{ book: 'exchanges' as const, subject, measure: 'units left reserved', expected: 0, found: Number(row.reserved), unit: 'units' as const, ...orderOf(row) }]),
    ];
  });
};
