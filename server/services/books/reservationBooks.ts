import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderName, orderOf, rowsOf, variantName, type BooksDifference } from './difference';
import { reservingSql } from './statuses';

/**
 * Each order's reservation rows in the ledger against its open lines (placed or confirmed: its units;
 * else none), and each warehouse's reserved units against the open order lines that hold them.
 * An order without a warehouse holds no stock.
 */
export const reservationBooks = async (db: Executor): Promise<BooksDifference[]> => {
  const byOrder = await rowsOf(
    db,
    sql`
    with held as (
      select document_id as order_id, variant_id, sum(delta)::int as ledger
      from stock_ledger where document_type = 'orders' and shelf_id is null and not in_transit group by 1, 2),
    owed as (
      select o.id as order_id, l.variant_id, sum(case when o.status in (${reservingSql}) then l.quantity else 0 end)::int as lines
      from orders o join order_lines l on l.order_id = o.id
      where o.warehouse_id is not null and l.variant_id is not null group by 1, 2)
    select coalesce(h.order_id, w.order_id) as order_id, o.number, coalesce(h.variant_id, w.variant_id) as variant_id, v.sku,
           coalesce(w.lines, 0) as expected, coalesce(h.ledger, 0) as found
    from held h full join owed w on w.order_id = h.order_id and w.variant_id = h.variant_id
    left join orders o on o.id = coalesce(h.order_id, w.order_id)
    left join variants v on v.id = coalesce(h.variant_id, w.variant_id)
    where coalesce(h.ledger, 0) <> coalesce(w.lines, 0)
    order by 1, 3`,
  );
  const byWarehouse = await rowsOf(
    db,
    sql`
    with owed as (
      select o.warehouse_id, l.variant_id, sum(l.quantity)::int as lines
      from orders o join order_lines l on l.order_id = o.id
      where o.status in (${reservingSql}) and o.warehouse_id is not null and l.variant_id is not null group by 1, 2)
    select coalesce(s.warehouse_id, w.warehouse_id) as warehouse_id, coalesce(s.variant_id, w.variant_id) as variant_id, v.sku,
           coalesce(w.lines, 0) as expected, coalesce(s.reserved, 0) as found
    from variant_stock s full join owed w on w.warehouse_id = s.warehouse_id and w.variant_id = s.variant_id
    left join variants v on v.id = coalesce(s.variant_id, w.variant_id)
    where coalesce(s.reserved, 0) <> coalesce(w.lines, 0)
    order by 1, 2`,
  );
  return [
    ...byOrder.map((row): BooksDifference => ({
      book: 'reservations',
      subject: `${orderName(row)} ${variantName(row)}`,
      measure: 'units reserved in the ledger (expected: its open lines)',
      expected: Number(row.expected),
      found: Number(row.found),
      unit: 'units',
      ...orderOf(row),
    })),
    ...byWarehouse.map((row): BooksDifference => ({
      book: 'reservations',
      subject: `warehouse ${String(row.warehouse_id)} ${variantName(row)}`,
      measure: 'units reserved (expected: open order lines)',
      expected: Number(row.expected),
      found: Number(row.found),
      unit: 'units',
      warehouse_id: Number(row.warehouse_id),
    })),
  ];
};
