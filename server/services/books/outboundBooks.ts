import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderName, orderOf, rowsOf, variantName, type BooksDifference } from './difference';
import { pickedSql } from './statuses';

/**
 * Each order line against the units its order took off the shelves (ledger rows of the order on a
 * shelf, by line): all of them once picked (packed, shipped, handed over, delivered), none before or
 * after a cancel. An order without a warehouse holds no stock.
 */
export const outboundBooks = async (db: Executor): Promise<BooksDifference[]> => {
  const rows = await rowsOf(
    db,
    sql`
    with taken as (
      select document_id as order_id, line as line_id, sum(-delta)::int as ledger
      from stock_ledger where document_type = 'orders' and shelf_id is not null group by 1, 2),
    owed as (
      select o.id as order_id, l.id as line_id, case when o.status in (${pickedSql}) then l.quantity else 0 end as lines
      from orders o join order_lines l on l.order_id = o.id
      where o.warehouse_id is not null and l.variant_id is not null)
    select coalesce(t.order_id, w.order_id) as order_id, o.number, coalesce(t.line_id, w.line_id) as line_id, l.variant_id, v.sku, o.status,
           coalesce(w.lines, 0) as expected, coalesce(t.ledger, 0) as found
    from taken t full join owed w on w.order_id = t.order_id and w.line_id = t.line_id
    left join orders o on o.id = coalesce(t.order_id, w.order_id)
    left join order_lines l on l.id = coalesce(t.line_id, w.line_id)
    left join variants v on v.id = l.variant_id
    where coalesce(t.ledger, 0) <> coalesce(w.lines, 0)
    order by 1, 3`,
  );
  return rows.map((row) => ({
    book: 'outbound',
    subject: `${orderName(row)} (${String(row.status ?? 'no order')}) line ${String(row.line_id)} ${variantName(row)}`,
    measure: 'units taken off the shelves (expected: the line once picked)',
    expected: Number(row.expected),
    found: Number(row.found),
    unit: 'units',
    ...orderOf(row),
  }));
};
