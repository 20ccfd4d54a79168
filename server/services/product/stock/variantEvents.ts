import { desc, eq } from 'drizzle-orm';
import type { StockEventAction, TimelineEvent } from '@domain/labels';
import type { Database } from '../../../db/client';
import { employees, shelves, stockLedger, warehouses } from '../../../db/schema';
import { actorName } from '../../../history/actorName';
import { LEDGER_ENTRY } from './ledgerEntry';

type LedgerRow = {
  id: number;
  at: Date | string;
  actor_id: number | null;
  actor_name: string | null;
  document_type: string;
  document_id: number | null;
  line: number;
  in_transit: boolean;
  delta: number;
  warehouse: string;
  shelf: string | null;
};
type StockEvent = Extract<TimelineEvent, { source: 'stock' }>;

const actionOf = (row: LedgerRow): StockEventAction => {
  if (row.in_transit) return row.delta > 0 ? 'dispatch' : 'arrive';
  if (row.shelf === null) return row.delta > 0 ? 'reserve' : 'release';
  if (row.document_type === 'counts') return 'adjust';
  return row.delta > 0 ? 'receive' : 'pick';
};

/**
 * A move writes two rows one after the other for one document line: off one shelf and onto another
 * (a move), off a shelf into transit (a dispatch), or out of transit onto a shelf (an arrival).
 */
const pairOf = (from: LedgerRow, to: LedgerRow | undefined): StockEventAction | undefined => {
  if (!to || to.id !== from.id + 1 || from.delta >= 0 || to.delta !== -from.delta) return undefined;
  if (to.document_type !== from.document_type || to.document_id !== from.document_id || to.line !== from.line) return undefined;
  if (from.shelf !== null && to.shelf !== null) return 'move';
  if (from.shelf !== null && to.in_transit) return 'dispatch';
  if (from.in_transit && to.shelf !== null) return 'arrive';
  return undefined;
};

/** The variant's stock ledger as timeline events (at most `limit` of the latest), oldest first, with who. */
export const stockEvents = async (db: Database, variantId: number, limit: number): Promise<StockEvent[]> => {
  const rows: LedgerRow[] = await db
    .select({ ...LEDGER_ENTRY, actor_name: actorName, warehouse: warehouses.code, shelf: shelves.code })
    .from(stockLedger)
    .innerJoin(warehouses, eq(warehouses.id, stockLedger.warehouse_id))
    .leftJoin(shelves, eq(shelves.id, stockLedger.shelf_id))
    .leftJoin(employees, eq(employees.id, stockLedger.actor_id))
    .where(eq(stockLedger.variant_id, variantId))
    .orderBy(desc(stockLedger.at), desc(stockLedger.id))
    .limit(limit);
  rows.sort((a, b) => a.id - b.id);
  const events: StockEvent[] = [];
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    const next = rows[i + 1];
    const paired = pairOf(row, next);
    if (paired) i++;
    const action = paired ?? actionOf(row);
    events.push({
      source: 'stock',
      at: new Date(row.at).toISOString(),
      actor_id: row.actor_id,
      actor_name: row.actor_name,
      action,
      quantity: action === 'adjust' ? row.delta : Math.abs(row.delta),
      warehouse: row.warehouse,
      shelf: paired === 'arrive' ? next!.shelf : row.shelf,
      to_shelf: paired === 'move' ? next!.shelf : null,
    });
  }
  return events;
};
