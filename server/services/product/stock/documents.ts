import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { getResource, type ResourceDefinition } from '@domain/resources';
import {
  EDITABLE_STATUSES,
  inboundDocumentSchema,
  inboundUpdateSchema,
  outboundDocumentSchema,
  outboundUpdateSchema,
  REVERSAL_REASON,
  REVERSIBLE_STATUSES,
  type StockDocumentLine,
} from '@domain/stock';
import type { Database, Executor } from '../../../db/client';
import { racks, shelves, stockDocuments } from '../../../db/schema';
import { registerAction } from '../../../http/action';
import { registerCrud } from '../../../http/crud';
import { conflict, HttpError, notFound } from '../../../http/errors';
import { pick, receive, type MovementSource } from './movements';

/** What an action on a document answers: the document and its new status (a reversal also names its reversing document). */
const moved = <Status extends string>(status: Status) => z.object({ id: z.number().int(), status: z.literal(status) });
const reversed = moved('reversed').extend({ reversal_document_id: z.number().int() });

type Row = Record<string, unknown>;
type Kind = 'inbound' | 'outbound';

const inbound = getResource('inbound-documents');
const outbound = getResource('outbound-documents');

type DocumentRefusal =
  | 'server.document_empty'
  | 'server.line_needs_shelf'
  | 'server.line_needs_target'
  | 'server.move_same_shelf'
  | 'server.shelf_not_in_warehouse'
  | 'server.shelf_not_in_destination';

/** 422 at the document's lines. */
export const unprocessable = (key: DocumentRefusal, params?: Record<string, string | number>) =>
  new HttpError(422, 'unprocessable', params ? { key, params } : { key }, { lines: params ? { key, params } : { key } });

/** The first of the shelf ids that is not a shelf of the warehouse (undefined when all are). */
export const strayShelf = async (tx: Executor, warehouseId: number, shelfIds: (number | null | undefined)[]) => {
  const ids = [...new Set(shelfIds.filter((id): id is number => typeof id === 'number'))];
  if (!ids.length) return undefined;
  const found = await tx
    .select({ id: shelves.id })
    .from(shelves)
    .innerJoin(racks, eq(racks.id, shelves.rack_id))
    .where(and(inArray(shelves.id, ids), eq(racks.warehouse_id, warehouseId)));
  return ids.find((id) => !found.some((shelf) => shelf.id === id));
};

/** 422 unless every line with a shelf names a shelf of the warehouse (and, when posting, every line has one). */
export const checkShelves = async (tx: Executor, warehouseId: number, lines: StockDocumentLine[], posting: boolean) => {
  if (posting && !lines.length) throw unprocessable('server.document_empty');
  const missing = lines.findIndex((line) => line.shelf_id === null);
  if (posting && missing >= 0) throw unprocessable('server.line_needs_shelf', { line: missing + 1 });
  const stray = await strayShelf(tx, warehouseId, lines.map((line) => line.shelf_id));
  if (stray !== undefined) throw unprocessable('server.shelf_not_in_warehouse', { shelf: stray });
};

export const wrongStatus = (status: unknown, action: string) => conflict({ key: 'server.document_wrong_status', params: { status: String(status), action } });

/** Lines with their index, in variant order: every poster locks variant rows in the same order. */
export const inPostingOrder = (lines: StockDocumentLine[]) =>
  lines.map((line, index) => ({ line, index })).sort((a, b) => a.line.variant_id - b.line.variant_id || a.index - b.index);

/** A draft's edits and deletes: refused (409) once the document is posted. */
const documentCrud = (app: FastifyInstance, db: Database, resource: ResourceDefinition, kind: Kind, createSchema: z.ZodType<Row>, updateSchema: z.ZodType<Row>) =>
  registerCrud(app, db, {
    resource,
    table: stockDocuments,
    createSchema,
    updateSchema,
    scope: eq(stockDocuments.kind, kind),
    defaultSort: { field: 'id', order: 'DESC' },
    searchColumns: [stockDocuments.reference],
    beforeWrite: async (tx, values, existing) => {
      if (existing && !EDITABLE_STATUSES.includes(existing.status as string)) throw conflict({ key: 'server.document_posted' });
      const warehouseId = (existing?.warehouse_id ?? values.warehouse_id) as number;
      if (values.lines) await checkShelves(tx, warehouseId, values.lines as StockDocumentLine[], false);
      return existing ? values : { ...values, kind };
    },
    beforeDelete: async (_tx, existing) => {
      if (existing.status !== 'draft') throw conflict({ key: 'server.document_posted' });
    },
  });

export const postedBy = (documentId: number, documentType: string, actor: number) => (index: number): MovementSource => ({
  actor,
  documentType,
  documentId,
  line: index,
});

/** Posts every line of a document through one stock movement (receive or pick) and marks it posted. */
const postLines = async (
  tx: Executor,
  document: Record<string, unknown>,
  documentType: string,
  actor: number,
  move: typeof receive | typeof pick,
  status: 'received' | 'picked' | 'dispatched',
) => {
  const lines = document.lines as StockDocumentLine[];
  const warehouseId = document.warehouse_id as number;
  await checkShelves(tx, warehouseId, lines, true);
  const source = postedBy(document.id as number, documentType, actor);
  for (const { line, index } of inPostingOrder(lines)) {
    await move(tx, source(index), { variantId: line.variant_id, shelfId: line.shelf_id!, warehouseId, quantity: line.quantity });
  }
  await tx.update(stockDocuments).set({ status, posted_at: new Date(), posted_by: actor, updated_at: new Date() }).where(eq(stockDocuments.id, document.id as number));
  return { id: document.id, status };
};

/** A document's opposite: a receipt is reversed by taking its units off again, a pick by putting them back. */
const OPPOSITES = {
  inbound: { kind: 'outbound', resource: outbound, move: pick, status: 'dispatched' },
  outbound: { kind: 'inbound', resource: inbound, move: receive, status: 'received' },
} as const;

/**
 * Reverses a posted document by another: the opposite document with the same lines, posted through
 * the same movements (a receipt whose units have moved on is refused by the pick, 409), linked to
 * the original by `source_document_id`; the original becomes `reversed`, and its History row tells.
 */
const reverse = (kind: Kind) => async (tx: Executor, document: Row, actor: number) => {
  if (document.reason === REVERSAL_REASON) throw conflict({ key: 'server.reversal_not_reversed' });
  const opposite = OPPOSITES[kind];
  const [reversal] = await tx
    .insert(stockDocuments)
    .values({
      kind: opposite.kind,
      warehouse_id: document.warehouse_id as number,
      status: 'draft',
      reason: REVERSAL_REASON,
      reference: document.reference as string,
      source_document_id: document.id as number,
      lines: (document.lines as StockDocumentLine[]).map(({ variant_id, shelf_id, quantity }) => ({ variant_id, shelf_id, quantity })),
      created_by: actor,
    })
    .returning();
  // One write, one History row: the original's `reverse`; the reversal names the original as its source.
  await postLines(tx, reversal!, opposite.resource.name, actor, opposite.move, opposite.status);
  await tx.update(stockDocuments).set({ status: 'reversed', updated_at: new Date() }).where(eq(stockDocuments.id, document.id as number));
  return { id: document.id, status: 'reversed', reversal_document_id: reversal!.id };
};

/** 409 naming the document that already reversed this one. */
const alreadyReversed = async (tx: Executor, document: Row) => {
  const [reversal] = await tx
    .select({ id: stockDocuments.id })
    .from(stockDocuments)
    .where(and(eq(stockDocuments.source_document_id, document.id as number), eq(stockDocuments.reason, REVERSAL_REASON)));
  return conflict({ key: 'server.document_reversed', params: { id: reversal?.id ?? '' } });
};

/** Inbound (draft -> received) and outbound (draft -> picked -> dispatched) documents. */
export const registerDocumentRoutes = (app: FastifyInstance, db: Database) => {
  documentCrud(app, db, inbound, 'inbound', inboundDocumentSchema, inboundUpdateSchema);
  documentCrud(app, db, outbound, 'outbound', outboundDocumentSchema as unknown as z.ZodType<Row>, outboundUpdateSchema);

  /** An action on a document of `kind` in one of the `from` statuses: 404 for the other kind, 409 for another status. */
  const documentAction = (
    resource: typeof inbound,
    kind: 'inbound' | 'outbound',
    action: string,
    from: readonly string[],
    response: z.ZodType,
    act: (tx: Executor, document: Row, actor: number) => Promise<unknown>,
  ) =>
    registerAction(app, db, resource, action, {
      table: stockDocuments,
      schema: z.object({}),
      access: 'edit',
      response,
      handler: async (tx, { before, staff }) => {
        const document = before[0]!;
        if (document.kind !== kind) throw notFound();
        if (document.status === 'reversed') throw await alreadyReversed(tx, document);
        if (!from.includes(document.status as string)) throw wrongStatus(document.status, action);
        return act(tx, document, staff.id);
      },
    });

  documentAction(inbound, 'inbound', 'receive', EDITABLE_STATUSES, moved('received'), (tx, document, actor) => postLines(tx, document, inbound.name, actor, receive, 'received'));
  documentAction(outbound, 'outbound', 'pick', ['draft'], moved('picked'), (tx, document, actor) => postLines(tx, document, outbound.name, actor, pick, 'picked'));
  documentAction(inbound, 'inbound', 'reverse', REVERSIBLE_STATUSES.inbound, reversed, reverse('inbound'));
  documentAction(outbound, 'outbound', 'reverse', REVERSIBLE_STATUSES.outbound, reversed, reverse('outbound'));
  documentAction(outbound, 'outbound', 'dispatch', ['picked'], moved('dispatched'), async (tx, document) => {
    await tx.update(stockDocuments).set({ status: 'dispatched', updated_at: new Date() }).where(eq(stockDocuments.id, document.id as number));
    return { id: document.id, status: 'dispatched' };
  });
};
