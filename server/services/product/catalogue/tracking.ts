import type { FastifyInstance } from 'fastify';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { STOCK_EVENT_ACTIONS, type TimelineEvent, type VariantTimeline } from '@domain/labels';
import { getResource } from '@domain/resources';
import type { Database } from '../../../db/client';
import { employees, history, products, variants } from '../../../db/schema';
import { actorName } from '../../../history/actorName';
import { notFound } from '../../../http/errors';
import { filterText, parseFilter } from '../../../http/filterValues';
import { pathId } from '../../../http/pathId';
import { orderEventsOfVariant } from '../../order/variantEvents';
import { stockEvents } from '../stock/variantEvents';
import { historyEntry, idParams } from '../../../openapi/common';
import { selectionSchema } from '../../../openapi/tableRow';

/** A timeline shows this many of the variant's latest events of each source, oldest first. */
export const TIMELINE_LIMIT = 500;

const codeSchema = filterText.pipe(z.string().trim().min(1));

const variantColumns = {
  id: variants.id,
  sku: variants.sku,
  barcode: variants.barcode,
  title: products.title,
  size: variants.size,
  status: variants.status,
  product_id: variants.product_id,
};

const eventBase = { at: z.iso.datetime({ offset: true }), actor_id: z.number().int().nullable(), actor_name: z.string().nullable() };

/** `VariantTimeline` (domain/labels.ts) as the wire carries it: the variant, then its events by source. */
const timelineAnswer = z.object({
  variant: selectionSchema(variantColumns),
  events: z.array(
    z.discriminatedUnion('source', [
      historyEntry.omit({ id: true }).extend({ source: z.literal('history') }),
      z.object({
        ...eventBase,
        source: z.literal('stock'),
        action: z.enum(STOCK_EVENT_ACTIONS),
        quantity: z.number().int(),
        warehouse: z.string(),
        shelf: z.string().nullable(),
        to_shelf: z.string().nullable(),
      }),
      z.object({ ...eventBase, source: z.literal('order'), action: z.string(), order_id: z.number().int(), order_number: z.string(), to_status: z.string().nullable() }),
    ]),
  ),
});

const findVariant = async (db: Database, where: SQL) => {
  const [variant] = await db.select(variantColumns).from(variants).innerJoin(products, eq(products.id, variants.product_id)).where(where).limit(1);
  if (!variant) throw notFound();
  return variant;
};

/** The variant's History (created, edited, submitted, approved / rejected …), oldest first, with who. */
export const historyEvents = async (db: Database, variantId: number): Promise<TimelineEvent[]> => {
  const latest = await db
    .select({
      at: history.at,
      action: history.action,
      actor_id: history.actor_id,
      actor_name: actorName,
      changes: history.changes,
      origin: history.origin,
    })
    .from(history)
    .leftJoin(employees, eq(employees.id, history.actor_id))
    .where(and(eq(history.entity, 'variants'), eq(history.entity_id, variantId)))
    .orderBy(desc(history.at), desc(history.id))
    .limit(TIMELINE_LIMIT);
  return latest.reverse().map((row) => ({ source: 'history' as const, ...row, at: new Date(row.at).toISOString() }));
};

/** Merges the events of every source by time: the variant's History, its stock ledger and the events of the orders holding it. */
const timelineOf = async (db: Database, variant: VariantTimeline['variant']): Promise<VariantTimeline> => {
  const sources = await Promise.all([historyEvents(db, variant.id), stockEvents(db, variant.id, TIMELINE_LIMIT), orderEventsOfVariant(db, variant.id, TIMELINE_LIMIT)]);
  const events = sources.flat().sort((a, b) => a.at.localeCompare(b.at));
  return { variant, events };
};

/**
 * Variant tracking: GET /variants/:id/timeline, and GET /variants/timeline?code= for a scanned or
 * typed SKU or barcode (exact; a SKU first, then a barcode, then an id). Reads only; whoever may see variants may see them.
 */
export const registerTrackingRoutes = (app: FastifyInstance, db: Database) => {
  const resource = getResource('variants');
  const access = { config: { access: { module: resource.module, action: 'show' as const } } };
  const byId = { summary: 'A variant\'s timeline: its History, stock ledger and orders, oldest first', params: idParams, response: { 200: timelineAnswer } };
  const byCode = { summary: 'The timeline of the variant a SKU, barcode or id names', querystring: z.object({ code: z.string().describe('a SKU (any case), a barcode or a variant id') }), response: { 200: timelineAnswer } };
  app.get(`/${resource.apiPath}/:id/timeline`, { ...access, schema: byId }, async (request) =>
    timelineOf(db, await findVariant(db, eq(variants.id, pathId(request.params)))),
  );
  app.get(`/${resource.apiPath}/timeline`, { ...access, schema: byCode }, async (request) => {
    const code = parseFilter('code', codeSchema, (request.query as Record<string, unknown>).code);
    // SKUs are stored in capitals: a SKU typed in small letters finds its variant too.
    const [bySku] = await db.select({ id: variants.id }).from(variants).where(eq(variants.sku, code.toUpperCase())).limit(1);
    if (bySku) return timelineOf(db, await findVariant(db, eq(variants.id, bySku.id)));
    const [byBarcode] = await db.select({ id: variants.id }).from(variants).where(eq(variants.barcode, code)).limit(1);
    // Last, a variant's id (a link written with one): codes are matched first.
    const id = byBarcode?.id ?? (/^\d{1,9}$/.test(code) ? Number(code) : undefined);
    if (id === undefined) throw notFound();
    return timelineOf(db, await findVariant(db, eq(variants.id, id)));
  });
};
