import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';

export interface StockDifference {
  /** 'shelf' compares a shelf's units with its ledger, 'reserved' a warehouse's reservations with theirs. */
  measure: 'shelf' | 'reserved';
  warehouse_id: number;
  shelf_id: number | null;
  variant_id: number;
  stored: number;
  ledger: number;
}

/**
 * Recomputes every shelf's units and every reservation from the ledger and answers where they
 * differ (none when stock is right). `npm run check:stock` prints them.
 */
export const checkStock = async (db: Executor): Promise<StockDifference[]> => {
  const shelvesOff = await db.execute<Record<string, unknown>>(sql`
    select coalesce(s.warehouse_id, l.warehouse_id) as warehouse_id, coalesce(s.shelf_id, l.shelf_id) as shelf_id,
           coalesce(s.variant_id, l.variant_id) as variant_id, coalesce(s.quantity, 0)::int as stored, coalesce(l.total, 0)::int as ledger
    from shelf_stock s
    full join (select warehouse_id, shelf_id, variant_id, sum(delta) as total from stock_ledger where shelf_id is not null group by 1, 2, 3) l
      on l.shelf_id = s.shelf_id and l.variant_id = s.variant_id
    where coalesce(s.quantity, 0) <> coalesce(l.total, 0)
    order by 2, 3`);
  const reservedOff = await db.execute<Record<string, unknown>>(sql`
    select coalesce(v.warehouse_id, l.warehouse_id) as warehouse_id, coalesce(v.variant_id, l.variant_id) as variant_id,
           coalesce(v.reserved, 0)::int as stored, coalesce(l.total, 0)::int as ledger
    from variant_stock v
    full join (select warehouse_id, variant_id, sum(delta) as total from stock_ledger where shelf_id is null group by 1, 2) l
      on l.warehouse_id = v.warehouse_id and l.variant_id = v.variant_id
    where coalesce(v.reserved, 0) <> coalesce(l.total, 0)
    order by 1, 2`);
  const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows) as Record<string, unknown>[];
  return [
    ...rowsOf(shelvesOff).map((row): StockDifference => ({
      measure: 'shelf',
      warehouse_id: Number(row.warehouse_id),
      shelf_id: Number(row.shelf_id),
      variant_id: Number(row.variant_id),
      stored: Number(row.stored),
      ledger: Number(row.ledger),
    })),
    ...rowsOf(reservedOff).map((row): StockDifference => ({
      measure: 'reserved',
      warehouse_id: Number(row.warehouse_id),
      shelf_id: null,
      variant_id: Number(row.variant_id),
      stored: Number(row.stored),
      ledger: Number(row.ledger),
    })),
  ];
};
