import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { and, asc, eq, getTableColumns, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { LABEL_COUNT_HEADER, LABEL_FORMATS, LABELS_ACTION, MAX_LABEL_IDS, trackingPath, type LabelRow } from '@domain/labels';
import { getResource } from '@domain/resources';
import { schemaMessage } from '@domain/schemaMessages';
import { staffOf } from '../../../auth/access';
import type { Database } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { recordChanges } from '../../../history/recordChange';
import { products, variants } from '../../../db/schema';
import { buildFilter } from '../../../http/crud';
import { filterId, parseFilter } from '../../../http/filterValues';
import { parseListQuery } from '../../../http/listQuery';
import { variantListOptions } from './variants';
import { listQuery } from '../../../openapi/common';

/** Rows read per query: the stream never holds more than one batch. */
export const LABEL_BATCH = 500;

const idsSchema = z
  .array(filterId)
  .min(1, schemaMessage('server.select_a_variant'))
  .max(MAX_LABEL_IDS, schemaMessage('server.at_most_variants', { max: MAX_LABEL_IDS }));

const labelColumns = {
  id: variants.id,
  sku: variants.sku,
  barcode: variants.barcode,
  title: products.title,
  size: variants.size,
  colour: variants.colour,
  price: variants.price,
  currency: variants.currency,
};

/**
 * The label rows of the variants `condition` selects, in batches of `batchSize` by ascending id
 * (a keyset cursor: each query starts after the last id of the one before, so a deep batch costs
 * what the first does). `onQuery` counts the queries (tests).
 */
export async function* labelRowBatches(db: Database, condition: SQL | undefined, batchSize = LABEL_BATCH, onQuery?: () => void) {
  let after = 0;
  for (;;) {
    onQuery?.();
    const batch = await db
      .select(labelColumns)
      .from(variants)
      .innerJoin(products, eq(products.id, variants.product_id))
      .where(and(condition, gt(variants.id, after)))
      .orderBy(asc(variants.id))
      .limit(batchSize);
    if (batch.length) yield batch;
    if (batch.length < batchSize) return;
    after = batch[batch.length - 1]!.id;
  }
}

/** The exact number of labels `condition` makes: announced before the run and counted, never estimated. */
const labelCount = async (db: Database, condition: SQL | undefined) => {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.product_id))
    .where(condition);
  return Number(row?.total ?? 0);
};

const formatSchema = z.enum(LABEL_FORMATS).default('json');

/** Either a selection (`ids`) or the variants list's filter; `format` is only recorded in History. */
const labelsQuery = listQuery.pick({ filter: true }).extend({
  ids: z.string().optional().describe(`JSON array of variant ids (at most ${MAX_LABEL_IDS}); without it, the filter's variants`),
  format: z.enum(LABEL_FORMATS).optional().describe('the output the console makes of the stream, recorded in History; default json'),
});

/** The console's origin as the request reached this server. */
const originOf = (request: FastifyRequest) => new URL(`${request.protocol}://${request.host}`).origin;

/** Which variants a label request means: `ids=[...]` (a selection), or the variants list's `filter`. */
const labelCondition = (db: Database, query: Record<string, unknown>) => {
  if (query.ids !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(String(query.ids));
    } catch {
      parsed = undefined;
    }
    return inArray(variants.id, parseFilter('ids', idsSchema, parsed));
  }
  const { filter } = parseListQuery(query);
  return buildFilter(getTableColumns(variants) as Record<string, PgColumn>, filter, variantListOptions(db));
};

/**
 * GET /variants/labels: one JSON line per label (sku, barcode, title, size, price in minor units,
 * currency, tracking URL) of a selection or of a whole filtered variants list, streamed batch by batch,
 * after the exact count of labels (LABEL_COUNT_HEADER). Each batch sent records the run in its
 * variants' History (`format`, the output the console makes, and the run's count). Labels are an
 * export of the catalogue: they need `export` on variants.
 */
export const registerLabelRoutes = (app: FastifyInstance, db: Database) => {
  const resource = getResource('variants');
  const schema = { summary: 'Label data of a selection or a filtered list, one JSON line per variant', querystring: labelsQuery, produces: 'application/x-ndjson' };
  app.get(`/${resource.apiPath}/labels`, { config: { access: { module: resource.module, action: 'export' } }, schema }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const condition = labelCondition(db, query);
    const format = parseFilter('format', formatSchema, query.format);
    const origin = originOf(request);
    const actor = staffOf(request).id;
    const count = await labelCount(db, condition);
    async function* lines() {
      for await (const batch of labelRowBatches(db, condition)) {
        await inTransaction(db, (tx) =>
          recordChanges(tx, actor, 'variants', batch.map((row) => ({ id: row.id, action: LABELS_ACTION, after: { format, labels: count } }))),
        );
        const rows: LabelRow[] = batch.map((row) => ({ ...row, tracking_url: `${origin}${trackingPath(row.sku)}` }));
        yield rows.map((row) => `${JSON.stringify(row)}\n`).join('');
      }
    }
    return reply
      .type('application/x-ndjson; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header(LABEL_COUNT_HEADER, String(count))
      .send(Readable.from(lines()));
  });
};
