import { sql } from 'drizzle-orm';
import { DASHBOARD_LOW_STOCK_ROWS, type LowStockRow } from '@domain/dashboard';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../http/listTotal';
import { isoText } from './window';

/**
 * Variants at or under their warehouse's low-stock threshold: available (on the shelves less what
 * orders reserved) <= threshold, where a threshold is set. The count, and the emptiest first.
 */
export const lowStock = async (db: Executor): Promise<{ count: number; rows: LowStockRow[] }> => {
  const low = sql`select vs.variant_id, vs.warehouse_id, vs.low_stock_threshold as threshold,
      coalesce((select sum(ss.quantity) from shelf_stock ss where ss.variant_id = vs.variant_id and ss.warehouse_id = vs.warehouse_id), 0) - vs.reserved as available
    from variant_stock vs where vs.low_stock_threshold is not null`;
  const [counted] = rowsOf<{ count: number }>(
    await db.execute(sql`select count(*)::int as count from (${low}) l where l.available <= l.threshold`),
  );
  const rows = rowsOf<LowStockRow>(
    await db.execute(sql`select l.variant_id, v.sku, l.warehouse_id, w.name as warehouse, l.available::int as available, l.threshold
      from (${low}) l join variants v on v.id = l.variant_id join warehouses w on w.id = l.warehouse_id
      where l.available <= l.threshold order by l.available - l.threshold, v.sku limit ${DASHBOARD_LOW_STOCK_ROWS}`),
  );
  return {
    count: Number(counted!.count),
    rows: rows.map((row) => ({ ...row, variant_id: Number(row.variant_id), warehouse_id: Number(row.warehouse_id), available: Number(row.available), threshold: Number(row.threshold) })),
  };
};

/** Variants waiting in the review queue, and since when the oldest waits (it entered the queue at its last change). */
export const reviewQueue = async (db: Executor): Promise<{ count: number; oldest_at: string | null }> => {
  const [row] = rowsOf<{ count: number; oldest_at: string | null }>(
    await db.execute(sql`select count(*)::int as count, ${isoText(sql.raw('min(updated_at)'))} as oldest_at from variants where status = 'in_review'`),
  );
  return { count: Number(row!.count), oldest_at: row!.oldest_at };
};
