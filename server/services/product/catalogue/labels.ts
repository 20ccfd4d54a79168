import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { and, asc, eq, getTableColumns, gt, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { MAX_LABEL_IDS, trackingPath, type LabelRow } from '@domain/labels';
import { getResource } from '@domain/resources';
import { schemaMessage } from '@domain/schemaMessages';
import type { Database } from '../../../db/client';
import { products, variants } from '../../../db/schema';
import { buildFilter } from '../../../http/crud';
import { filterId, parseFilter } from '../../../http/filterValues';
import { parseListQuery } from '../../../http/listQuery';
import { variantListOptions } from './variants';

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
 * currency, tracking URL) of a selection or of a whole filtered variants list, streamed batch by batch.
 * Labels are an export of the catalogue: they need `export` on variants.
 */
export const registerLabelRoutes = (app: FastifyInstance, db: Database) => {
  const resource = getResource('variants');
  app.get(`/${resource.apiPath}/labels`, { config: { access: { module: resource.module, action: 'export' } } }, async (request, reply) => {
    const condition = labelCondition(db, request.query as Record<string, unknown>);
    const origin = originOf(request);
    async function* lines() {
      for await (const batch of labelRowBatches(db, condition)) {
        const rows: LabelRow[] = batch.map((row) => ({ ...row, tracking_url: `${origin}${trackingPath(row.sku)}` }));
        yield rows.map((row) => `${JSON.stringify(row)}\n`).join('');
      }
    }
    return reply.type('application/x-ndjson; charset=utf-8').header('Cache-Control', 'no-store').send(Readable.from(lines()));
  });
};
