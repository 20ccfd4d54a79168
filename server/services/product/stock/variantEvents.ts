import { desc, eq } from 'drizzle-orm';
import type { StockEventAction, TimelineEvent } from '@domain/labels';
import type { Database } from '../../../db/client';
import { employees, shelves, stockLedger, warehouses } from '../../../db/schema';
import { actorName } from '../../../history/actorName';
import { LEDGER_ENTRY } from './ledgerEntry';

type LedgerRow = { id: number; at: Date | string; actor_id: number | null; actor_name: string | null; document_type: string; document_id: number | null; line: number; delta: number; warehouse: string; shelf: string | null };
type StockEvent = Extract<TimelineEvent, { source: 'stock' }>;

const actionOf = (row: LedgerRow): StockEventAction => {
  if (row.shelf === null) return row.delta > 0 ? 'reserve' : 'release';
  if (row.document_type === 'counts') return 'adjust';
  return row.delta > 0 ? 'receive' : 'pick';
};

/** A move writes two rows one after the other for one document line: off one shelf, onto another. */
const movesOnto = (from: LedgerRow, to: LedgerRow | undefined): to is LedgerRow =>
  !!to &&
  from.shelf !== null &&
  to.shelf !== null &&
  to.id === from.id + 1 &&
  from.delta < 0 &&
  to.delta === -from.delta &&
  to.document_type === from.document_type &&
  to.document_id === from.document_id &&
  to.line === from.line;

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
    const move = movesOnto(row, next);
    if (move) i++;
    events.push({
      source: 'stock',
      at: new Date(row.at).toISOString(),
      actor_id: row.actor_id,
      actor_name: row.actor_name,
      action: move ? 'move' : actionOf(row),
      quantity: move || actionOf(row) !== 'adjust' ? Math.abs(row.delta) : row.delta,
      warehouse: row.warehouse,
      shelf: row.shelf,
      to_shelf: move ? next.shelf : null,
    });
  }
  return events;
};
