import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getResource } from '@domain/resources';
import { thresholdSchema, warehouseSchema } from '@domain/stock';
import type { Database } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { racks, shelfStock, shelves, stockLedger, variants, variantStock, warehouses } from '../../../db/schema';
import { inTransitOf, inTransitRow, stockLevels, stockLevelSchema } from './stockLevels';
import { registerCrud } from '../../../http/crud';
import { notFound } from '../../../http/errors';
import { pathId } from '../../../http/pathId';
import { documentOf, textSearch } from '../../../http/search';
import { staffOf } from '../../../auth/access';
import { recordChange } from '../../../history/recordChange';
import { lockVariantStock } from './movements';
import { putawaySuggestionSchema, suggestShelf } from './putaway';
import { LEDGER_ENTRY } from './ledgerEntry';
import { idParams } from '../../../openapi/common';
import { selectionSchema } from '../../../openapi/tableRow';

const resource = getResource('warehouses');
const read = { config: { access: { module: resource.module, action: 'show' as const } } };
const path = `/${resource.apiPath}/:id`;

const onHand = sql<number>`coalesce((select sum(${shelfStock.quantity}) from ${shelfStock} where ${shelfStock.warehouse_id} = ${warehouses.id}), 0)::int`;

/** Which shelf and which variant a row of shelf stock or of the ledger is about, with their codes (shelves and variants joined). */
const shelfAndVariant = <Row extends typeof shelfStock | typeof stockLedger>(row: Row) => ({
  shelf_id: row.shelf_id,
  shelf_code: shelves.code,
  variant_id: row.variant_id,
  sku: variants.sku,
});

const ledgerQuery = z.object({
  variant_id: z.coerce.number().int().positive().optional(),
  shelf_id: z.coerce.number().int().positive().optional(),
  document_type: z.string().max(40).optional(),
  document_id: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** `taken`: shelf ids a draft already fills with other variants, comma separated. */
const putawayQuery = z.object({
  variant_id: z.coerce.number().int().positive(),
  taken: z
    .string()
    .max(2000)
    .regex(/^(\d{1,9}(,\d{1,9})*)?$/)
    .transform((value) => (value ? value.split(',').map(Number) : []))
    .default([]),
});

const stockQuery = z.object({ shelf_id: z.coerce.number().int().positive().optional(), variant_id: z.coerce.number().int().positive().optional() });

const stockColumns = { ...shelfAndVariant(shelfStock), rack_code: racks.code, barcode: variants.barcode, quantity: shelfStock.quantity };
const ledgerColumns = { ...LEDGER_ENTRY, ...shelfAndVariant(stockLedger), before: stockLedger.before, after: stockLedger.after };
const lowStockColumns = { variant_id: variantStock.variant_id, sku: variants.sku, threshold: variantStock.low_stock_threshold, reserved: variantStock.reserved };
const thresholdAnswer = z.object({ variant_id: z.number().int(), warehouse_id: z.number().int(), threshold: z.number().int().nullable() });

/** Warehouses with their address, what each holds, its ledger, and the low-stock thresholds. */
export const registerWarehouseRoutes = (app: FastifyInstance, db: Database) => {
  registerCrud(app, db, {
    resource,
    table: warehouses,
    createSchema: warehouseSchema,
    defaultSort: { field: 'name', order: 'ASC' },
    computedColumns: { units: onHand },
    search: (q) => textSearch(q, { document: documentOf(warehouses.name, warehouses.code, warehouses.city) }),
  });

  const warehouseOf = async (id: number) => {
    const [row] = await db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.id, id));
    if (!row) throw notFound();
    return row.id;
  };

  /** A read route of one warehouse (404 when there is none), its query parsed by `query`, its answer described by `response`. */
  const warehouseRead = <Query>(suffix: string, query: z.ZodType<Query>, response: z.ZodType, answer: (id: number, query: Query) => Promise<unknown>) =>
    app.get(`${path}/${suffix}`, { ...read, schema: { params: idParams, querystring: query, response: { 200: response } } }, async (request) =>
      answer(await warehouseOf(pathId(request.params)), query.parse(request.query ?? {})),
    );

  /** The variants the warehouse holds, quantity per shelf (non-zero), optionally on one shelf or of one variant. */
  warehouseRead('stock', stockQuery, z.array(selectionSchema(stockColumns)), (id, query) =>
    db
      .select(stockColumns)
      .from(shelfStock)
      .innerJoin(shelves, eq(shelves.id, shelfStock.shelf_id))
      .innerJoin(racks, eq(racks.id, shelves.rack_id))
      .innerJoin(variants, eq(variants.id, shelfStock.variant_id))
      .where(
        and(
          eq(shelfStock.warehouse_id, id),
          sql`${shelfStock.quantity} > 0`,
          query.shelf_id ? eq(shelfStock.shelf_id, query.shelf_id) : undefined,
          query.variant_id ? eq(shelfStock.variant_id, query.variant_id) : undefined,
        ),
      )
      .orderBy(asc(racks.code), asc(shelves.code), asc(variants.sku))
      .limit(1000),
  );

  /** A variant's on hand, reserved and available in every warehouse holding or reserving it, and its units on their way. */
  const variantQuery = z.object({ variant_id: z.coerce.number().int().positive() });
  const list = { config: { access: { module: resource.module, action: 'list' as const } } };
  app.get(`/${resource.apiPath}/stock-levels`, { ...list, schema: { summary: 'A variant\'s stock in every warehouse', querystring: variantQuery, response: { 200: z.array(stockLevelSchema) } } }, async (request) =>
    stockLevels(db, { variantId: variantQuery.parse(request.query ?? {}).variant_id }),
  );
  app.get(`/${resource.apiPath}/in-transit`, { ...list, schema: { summary: 'A variant\'s units on their way between warehouses', querystring: variantQuery, response: { 200: z.array(inTransitRow) } } }, async (request) =>
    inTransitOf(db, undefined, variantQuery.parse(request.query ?? {}).variant_id),
  );

  /** What the warehouse holds of each variant: on hand (on its shelves), reserved, available; optionally of one variant. */
  warehouseRead('stock-levels', z.object({ variant_id: z.coerce.number().int().positive().optional() }), z.array(stockLevelSchema), (id, { variant_id }) =>
    stockLevels(db, { warehouseId: id, variantId: variant_id }),
  );

  /** The units on their way to or from the warehouse, by move document. */
  warehouseRead('in-transit', z.object({}), z.array(inTransitRow), (id) => inTransitOf(db, id));

  /** Where a variant arriving here should go: a shelf already holding it, else an empty one (null: none). */
  warehouseRead('putaway', putawayQuery, z.object({ suggestion: putawaySuggestionSchema.nullable() }), async (id, { variant_id, taken }) => ({
    suggestion: await suggestShelf(db, id, variant_id, taken),
  }));

  /** The newest movements in the warehouse, optionally of one variant, shelf or document. */
  warehouseRead('ledger', ledgerQuery, z.array(selectionSchema(ledgerColumns, ['shelf_code'])), (id, query) =>
    db
      .select(ledgerColumns)
      .from(stockLedger)
      .leftJoin(shelves, eq(shelves.id, stockLedger.shelf_id))
      .innerJoin(variants, eq(variants.id, stockLedger.variant_id))
      .where(
        and(
          eq(stockLedger.warehouse_id, id),
          query.variant_id ? eq(stockLedger.variant_id, query.variant_id) : undefined,
          query.shelf_id ? eq(stockLedger.shelf_id, query.shelf_id) : undefined,
          query.document_type ? eq(stockLedger.document_type, query.document_type) : undefined,
          query.document_id ? eq(stockLedger.document_id, query.document_id) : undefined,
        ),
      )
      .orderBy(desc(stockLedger.id))
      .limit(query.limit),
  );

  /** The variants whose available units (on hand - reserved) are below their threshold here. */
  warehouseRead('low-stock', z.object({}), z.array(selectionSchema(lowStockColumns).extend({ on_hand: z.number().int(), available: z.number().int() })), async (id) => {
    const held = sql<number>`coalesce((select sum(${shelfStock.quantity}) from ${shelfStock} where ${shelfStock.warehouse_id} = ${variantStock.warehouse_id} and ${shelfStock.variant_id} = ${variantStock.variant_id}), 0)::int`;
    const rows = await db
      .select({ ...lowStockColumns, on_hand: held })
      .from(variantStock)
      .innerJoin(variants, eq(variants.id, variantStock.variant_id))
      .where(and(eq(variantStock.warehouse_id, id), isNotNull(variantStock.low_stock_threshold), sql`${held} - ${variantStock.reserved} < ${variantStock.low_stock_threshold}`))
      .orderBy(asc(variants.sku))
      .limit(1000);
    return rows.map((row) => ({ ...row, available: row.on_hand - row.reserved }));
  });

  /** Sets (or clears, with null) a variant's low-stock threshold here; History on the warehouse. */
  const threshold = { summary: 'Set or clear a variant\'s low-stock threshold here', params: idParams, body: thresholdSchema, response: { 200: thresholdAnswer } };
  app.post(`${path}/threshold`, { config: { access: { module: resource.module, action: 'edit' } }, schema: threshold }, async (request) => {
    const id = pathId(request.params);
    const { variant_id, threshold } = thresholdSchema.parse(request.body ?? {});
    return inTransaction(db, async (tx) => {
      const [warehouse] = await tx.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.id, id)).for('update');
      if (!warehouse) throw notFound();
      await lockVariantStock(tx, variant_id, id);
      const [was] = await tx
        .select({ threshold: variantStock.low_stock_threshold })
        .from(variantStock)
        .where(and(eq(variantStock.variant_id, variant_id), eq(variantStock.warehouse_id, id)));
      await tx
        .update(variantStock)
        .set({ low_stock_threshold: threshold })
        .where(and(eq(variantStock.variant_id, variant_id), eq(variantStock.warehouse_id, id)));
      const field = `threshold_${variant_id}`;
      await recordChange(tx, staffOf(request).id, resource.name, id, { [field]: was?.threshold ?? null }, { [field]: threshold }, 'threshold');
      return { variant_id, warehouse_id: id, threshold };
    });
  });
};
