import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';

export interface StockDifference {
  /** 'shelf' compares a shelf's units with its ledger, 'reserved' a warehouse's reservations with theirs, 'transit' a move's units on their way with its. */
  measure: 'shelf' | 'reserved' | 'transit';
  warehouse_id: number;
  shelf_id: number | null;
  /** The move carrying the units ('transit'). */
  document_id?: number;
  variant_id: number;
  stored: number;
  ledger: number;
}

/**
 * Recomputes every shelf's units, every reservation and every move's units in transit from the ledger and answers where they
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
    full join (select warehouse_id, variant_id, sum(delta) as total from stock_ledger where shelf_id is null and not in_transit group by 1, 2) l
      on l.warehouse_id = v.warehouse_id and l.variant_id = v.variant_id
    where coalesce(v.reserved, 0) <> coalesce(l.total, 0)
    order by 1, 2`);
  const transitOff = await db.execute<Record<string, unknown>>(sql`
    select coalesce(t.from_warehouse_id, d.warehouse_id) as warehouse_id, coalesce(t.document_id, l.document_id) as document_id,
           coalesce(t.variant_id, l.variant_id) as variant_id, coalesce(t.quantity, 0)::int as stored, coalesce(l.total, 0)::int as ledger
    from stock_in_transit t
    full join (select document_id, variant_id, sum(delta) as total from stock_ledger where in_transit group by 1, 2) l
      on l.document_id = t.document_id and l.variant_id = t.variant_id
    left join stock_documents d on d.id = l.document_id
    where coalesce(t.quantity, 0) <> coalesce(l.total, 0)
    order by 2, 3`);
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
    ...rowsOf(transitOff).map((row): StockDifference => ({
      measure: 'transit',
      warehouse_id: Number(row.warehouse_id),
      shelf_id: null,
      document_id: Number(row.document_id),
      variant_id: Number(row.variant_id),
      stored: Number(row.stored),
      ledger: Number(row.ledger),
    })),
  ];
};
