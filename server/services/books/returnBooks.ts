import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderName, orderOf, rowsOf, variantName, type BooksDifference } from './difference';

/**
 * Each returned line against its return's ledger entry (its pieces back on the restock shelf, none
 * when written off), and each order line's returned pieces against its returns and exchanges.
 */
export const returnBooks = async (db: Executor): Promise<BooksDifference[]> => {
  const restocked = await rowsOf(
    db,
    sql`
    with back as (
      select document_id as return_id, line as line_id, sum(delta)::int as ledger
      from stock_ledger where document_type = 'order-returns' group by 1, 2),
    owed as (
      select r.id as return_id, (e->>'line_id')::int as line_id,
             sum(case when r.restock_shelf_id is not null and l.variant_id is not null then (e->>'quantity')::int else 0 end)::int as lines
      from order_returns r cross join lateral jsonb_array_elements(r.lines) e
      left join order_lines l on l.id = (e->>'line_id')::int
      group by 1, 2)
    select coalesce(b.return_id, w.return_id) as return_id, r.order_id, o.number, coalesce(b.line_id, w.line_id) as line_id, l.variant_id, v.sku,
           coalesce(w.lines, 0) as expected, coalesce(b.ledger, 0) as found
    from back b full join owed w on w.return_id = b.return_id and w.line_id = b.line_id
    left join order_returns r on r.id = coalesce(b.return_id, w.return_id)
    left join orders o on o.id = r.order_id
    left join order_lines l on l.id = coalesce(b.line_id, w.line_id)
    left join variants v on v.id = l.variant_id
    where coalesce(b.ledger, 0) <> coalesce(w.lines, 0)
    order by 1, 4`,
  );
  const counted = await rowsOf(
    db,
    sql`
    with back as (
      select (e->>'line_id')::int as line_id, sum((e->>'quantity')::int)::int as quantity
      from order_returns r cross join lateral jsonb_array_elements(r.lines) e group by 1
      union all
      select line_id, sum(quantity)::int from order_exchanges group by 1)
    select l.order_id, o.number, l.id as line_id, l.variant_id, l.sku, l.returned_quantity as found, coalesce(sum(b.quantity), 0)::int as expected
    from order_lines l join orders o on o.id = l.order_id left join back b on b.line_id = l.id
    group by l.id, o.number
    having l.returned_quantity <> coalesce(sum(b.quantity), 0)
    order by 1, 3`,
  );
  return [
    ...restocked.map((row): BooksDifference => ({
      book: 'returns',
      subject: `return ${String(row.return_id)} of ${orderName(row)} line ${String(row.line_id)} ${variantName(row)}`,
      measure: 'units put back on the shelf (expected: the return, unless written off)',
      expected: Number(row.expected),
      found: Number(row.found),
      unit: 'units',
      ...orderOf(row),
    })),
    ...counted.map((row): BooksDifference => ({
      book: 'returns',
      subject: `${orderName(row)} line ${String(row.line_id)} ${variantName(row)}`,
      measure: 'pieces returned on the line (expected: its returns and exchanges)',
      expected: Number(row.expected),
      found: Number(row.found),
      unit: 'units',
      ...orderOf(row),
    })),
  ];
};
