import type { FastifyInstance } from 'fastify';
import { eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getResource } from '@domain/resources';
import { MOVE_REASON, MOVE_STATUSES, moveDocumentSchema, moveUpdateSchema, type MoveStatus, type StockDocumentLine } from '@domain/stock';
import type { Database, Executor } from '../../../db/client';
import { stockDocuments, warehouses } from '../../../db/schema';
import { registerAction } from '../../../http/action';
import { registerCrud } from '../../../http/crud';
import { conflict, notFound, refusedAt } from '../../../http/errors';
import { inPostingOrder, postedBy, strayShelf, unprocessable, wrongStatus } from './documents';
import { move, pick, receive, sendInTransit, takeFromTransit } from './movements';
import { suggestShelf } from './putaway';

type Row = Record<string, unknown>;

const resource = getResource('stock-moves');

/** Where a move's lines go: its destination, or its own warehouse for a shelf-to-shelf move. */
const destinationOf = (document: Row) => (document.counterpart_warehouse_id ?? document.warehouse_id) as number;

/**
 * 422 unless the lines' shelves are the source's and their targets the destination's; when `posting`,
 * every line needs its source shelf, and (`targets`) its target shelf; within one warehouse, another than its source.
 */
const checkLines = async (tx: Executor, document: Row, lines: StockDocumentLine[], posting: { sources?: boolean; targets?: boolean } = {}) => {
  if ((posting.sources || posting.targets) && !lines.length) throw unprocessable('server.document_empty');
  const needs = (key: 'server.line_needs_shelf' | 'server.line_needs_target' | 'server.move_same_shelf', missing: (line: StockDocumentLine) => boolean) => {
    const at = lines.findIndex(missing);
    if (at >= 0) throw unprocessable(key, { line: at + 1 });
  };
  if (posting.sources) needs('server.line_needs_shelf', (line) => line.shelf_id === null);
  if (posting.targets) needs('server.line_needs_target', (line) => (line.to_shelf_id ?? null) === null);
  if (!document.counterpart_warehouse_id) needs('server.move_same_shelf', (line) => line.shelf_id !== null && line.shelf_id === line.to_shelf_id);
  const stray = await strayShelf(tx, document.warehouse_id as number, lines.map((line) => line.shelf_id));
  if (stray !== undefined) throw unprocessable('server.shelf_not_in_warehouse', { shelf: stray });
  const strayTarget = await strayShelf(tx, destinationOf(document), lines.map((line) => line.to_shelf_id));
  if (strayTarget !== undefined) throw unprocessable(document.counterpart_warehouse_id ? 'server.shelf_not_in_destination' : 'server.shelf_not_in_warehouse', { shelf: strayTarget });
};

/** On its way, a move's lines keep their variant, source shelf and quantity: only their target shelves may change. */
const onlyTargetsChange = (was: StockDocumentLine[], now: StockDocumentLine[]) =>
  was.length === now.length &&
  was.every((line, at) => now[at]!.variant_id === line.variant_id && now[at]!.shelf_id === line.shelf_id && now[at]!.quantity === line.quantity);

const onItsWay = () => conflict({ key: 'server.move_on_its_way' }, { lines: { key: 'server.move_on_its_way' } });

const setStatus = (tx: Executor, document: Row, status: MoveStatus, actor: number, posted = true) =>
  tx
    .update(stockDocuments)
    .set({ status, updated_at: new Date(), ...(posted ? { posted_at: new Date(), posted_by: actor } : {}) })
    .where(eq(stockDocuments.id, document.id as number));

/**
 * Move documents (`stock-moves`): units from shelf to shelf in one warehouse (`move`: both halves in
 * one transaction), or to another warehouse (`dispatch`: off the source's shelves into transit, where
 * neither warehouse counts them; `receive`: out of transit onto the destination's shelves). Every
 * half is a ledger row through movements.ts; the units leaving a warehouse must be available there
 * (on hand - reserved), while a move within one leaves its on hand and reservations as they are.
 */
export const registerMoveRoutes = (app: FastifyInstance, db: Database) => {
  registerCrud(app, db, {
    resource,
    table: stockDocuments,
    createSchema: moveDocumentSchema as unknown as z.ZodType<Row>,
    updateSchema: moveUpdateSchema,
    scope: eq(stockDocuments.kind, 'move'),
    defaultSort: { field: 'id', order: 'DESC' },
    searchColumns: [stockDocuments.reference],
    customFilters: {
      /** Moves leaving or reaching the warehouse. */
      involves: (value) => or(eq(stockDocuments.warehouse_id, Number(value) || 0), eq(stockDocuments.counterpart_warehouse_id, Number(value) || 0))!,
    },
    computedColumns: {
      units: sql<number>`(select coalesce(sum((l->>'quantity')::int), 0) from jsonb_array_elements(${stockDocuments.lines}) l)::int`,
      warehouse_name: sql<string>`(select ${warehouses.name} from ${warehouses} where ${warehouses.id} = ${stockDocuments.warehouse_id})`,
      destination_name: sql<string | null>`(select ${warehouses.name} from ${warehouses} where ${warehouses.id} = ${stockDocuments.counterpart_warehouse_id})`,
    },
    beforeWrite: async (tx, values, existing) => {
      const document = { ...existing, ...values };
      if (existing?.status === 'in_transit') {
        const lines = values.lines as StockDocumentLine[] | undefined;
        if (Object.keys(values).some((key) => key !== 'lines') || !lines || !onlyTargetsChange(existing.lines as StockDocumentLine[], lines)) throw onItsWay();
        await checkLines(tx, document, lines);
        return values;
      }
      if (existing && existing.status !== 'draft') throw conflict({ key: 'server.document_posted' });
      if (document.counterpart_warehouse_id === document.warehouse_id) {
        throw refusedAt(422, 'unprocessable', 'counterpart_warehouse_id', { key: 'server.destination_is_source' });
      }
      // A new destination makes the targets chosen for the old one meaningless: they are cleared.
      if (existing && 'counterpart_warehouse_id' in values && values.counterpart_warehouse_id !== existing.counterpart_warehouse_id && !values.lines) {
        document.lines = (existing.lines as StockDocumentLine[]).map((line) => ({ ...line, to_shelf_id: null }));
        values.lines = document.lines;
      }
      await checkLines(tx, document, document.lines as StockDocumentLine[]);
      return existing ? values : { ...values, kind: 'move', reason: MOVE_REASON };
    },
    beforeDelete: async (_tx, existing) => {
      if (existing.status !== 'draft') throw conflict({ key: 'server.document_posted' });
    },
  });

  /** An action on a move in one of the `from` statuses; `between`: true for a move to another warehouse, false for one within. */
  const moveAction = (name: string, from: MoveStatus, between: boolean, act: (tx: Executor, document: Row, actor: number) => Promise<MoveStatus>) =>
    registerAction(app, db, resource, name, {
      table: stockDocuments,
      schema: z.object({}),
      access: 'edit',
      response: z.object({ id: z.number().int(), status: z.enum(MOVE_STATUSES) }),
      handler: async (tx, { before, staff }) => {
        const document = before[0]!;
        if (document.kind !== 'move') throw notFound();
        if (document.status !== from || (document.counterpart_warehouse_id !== null) !== between) throw wrongStatus(document.status, name);
        return { id: document.id, status: await act(tx, document, staff.id) };
      },
    });

  moveAction('move', 'draft', false, async (tx, document, actor) => {
    const lines = document.lines as StockDocumentLine[];
    await checkLines(tx, document, lines, { sources: true, targets: true });
    const source = postedBy(document.id as number, resource.name, actor);
    const warehouseId = document.warehouse_id as number;
    for (const { line, index } of inPostingOrder(lines)) {
      await move(tx, source(index), { variantId: line.variant_id, shelfId: line.shelf_id!, toShelfId: line.to_shelf_id!, warehouseId, quantity: line.quantity });
    }
    await setStatus(tx, document, 'moved', actor);
    return 'moved';
  });

  moveAction('dispatch', 'draft', true, async (tx, document, actor) => {
    const lines = document.lines as StockDocumentLine[];
    await checkLines(tx, document, lines, { sources: true });
    const source = postedBy(document.id as number, resource.name, actor);
    const fromWarehouseId = document.warehouse_id as number;
    const toWarehouseId = destinationOf(document);
    for (const { line, index } of inPostingOrder(lines)) {
      const movement = { variantId: line.variant_id, warehouseId: fromWarehouseId, quantity: line.quantity };
      await pick(tx, source(index), { ...movement, shelfId: line.shelf_id! });
      await sendInTransit(tx, source(index), { ...movement, documentId: document.id as number, fromWarehouseId, toWarehouseId });
    }
    // Lines without a target get the destination's putaway suggestion; the receiver may change it.
    const targeted: StockDocumentLine[] = [];
    for (const line of lines) {
      targeted.push({ ...line, to_shelf_id: line.to_shelf_id ?? (await suggestShelf(tx, toWarehouseId, line.variant_id))?.shelf_id ?? null });
    }
    await tx.update(stockDocuments).set({ lines: targeted }).where(eq(stockDocuments.id, document.id as number));
    await setStatus(tx, document, 'in_transit', actor);
    return 'in_transit';
  });

  moveAction('receive', 'in_transit', true, async (tx, document, actor) => {
    const lines = document.lines as StockDocumentLine[];
    await checkLines(tx, document, lines, { targets: true });
    const source = postedBy(document.id as number, resource.name, actor);
    const toWarehouseId = destinationOf(document);
    for (const { line, index } of inPostingOrder(lines)) {
      const movement = { variantId: line.variant_id, quantity: line.quantity };
      await takeFromTransit(tx, source(index), { ...movement, documentId: document.id as number, toWarehouseId });
      await receive(tx, source(index), { ...movement, shelfId: line.to_shelf_id!, warehouseId: toWarehouseId });
    }
    await setStatus(tx, document, 'received', actor);
    return 'received';
  });
};
