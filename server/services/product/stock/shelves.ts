import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { getResource, type ResourceDefinition } from '@domain/resources';
import { bulkShelvesSchema, rackSchema, shelfCodes, shelfCountSchema, shelfSchema } from '@domain/stock';
import type { Database, Executor } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { racks, shelfStock, shelves, stockDocuments, warehouses } from '../../../db/schema';
import { registerCrud, type CrudOptions } from '../../../http/crud';
import { conflict, notFound, refusedAt } from '../../../http/errors';
import { pathId } from '../../../http/pathId';
import { staffOf } from '../../../auth/access';
import { recordChange } from '../../../history/recordChange';
import { adjust, lockVariantStock, shelfQuantity } from './movements';
import { shelfContents, shelfContentSchema } from './stockLevels';
import { z } from 'zod';
import { idParams } from '../../../openapi/common';
import { rowSchema } from '../../../openapi/tableRow';

const rackResource = getResource('racks');
const shelfResource = getResource('shelves');

const unitsOnShelf = sql<number>`coalesce((select sum(${shelfStock.quantity}) from ${shelfStock} where ${shelfStock.shelf_id} = ${shelves.id}), 0)::int`;
const shelfWarehouse = sql<number>`(select ${racks.warehouse_id} from ${racks} where ${racks.id} = ${shelves.rack_id})`;
const rackCode = sql<string>`(select ${racks.code} from ${racks} where ${racks.id} = ${shelves.rack_id})`;

/** The rack's warehouse, locked: shelf codes are unique in a warehouse (a scanned code finds one shelf). */
const lockRackWarehouse = async (tx: Executor, rackId: number) => {
  const [rack] = await tx.select({ warehouse_id: racks.warehouse_id }).from(racks).where(eq(racks.id, rackId));
  if (!rack) throw refusedAt(409, 'conflict', 'rack_id', { key: 'server.record_referenced' });
  await tx.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.id, rack.warehouse_id)).for('update');
  return rack.warehouse_id;
};

/** 409 when a shelf of the warehouse (other than `except`) already has one of the codes. */
const refuseTakenCodes = async (tx: Executor, warehouseId: number, codes: string[], except?: number) => {
  if (!codes.length) return;
  const [taken] = await tx
    .select({ code: shelves.code })
    .from(shelves)
    .innerJoin(racks, eq(racks.id, shelves.rack_id))
    .where(and(eq(racks.warehouse_id, warehouseId), inArray(shelves.code, codes), except ? ne(shelves.id, except) : undefined))
    .limit(1);
  if (taken) throw refusedAt(409, 'conflict', 'code', { key: 'server.shelf_code_in_warehouse', params: { code: taken.code } });
};

/**
 * What racks and shelves have alike as resources: listed and searched by their code, and an edit
 * (`updateSchema`) leaves out what holds them (a rack's warehouse, a shelf's rack), set when made.
 */
const codedPlace = (
  resource: ResourceDefinition,
  table: typeof racks | typeof shelves,
  createSchema: CrudOptions['createSchema'],
  updateSchema: CrudOptions['updateSchema'],
): CrudOptions => ({
  resource,
  table,
  createSchema,
  updateSchema,
  defaultSort: { field: 'code', order: 'ASC' },
  searchColumns: [table.code],
});

/** Racks of a warehouse and their shelves: one by one, by a pattern, and counted. */
export const registerShelfRoutes = (app: FastifyInstance, db: Database) => {
  registerCrud(app, db, {
    ...codedPlace(rackResource, racks, rackSchema, rackSchema.omit({ warehouse_id: true }).partial()),
    computedColumns: { shelves_count: sql<number>`(select count(*) from ${shelves} where ${shelves.rack_id} = ${racks.id})::int` },
  });

  registerCrud(app, db, {
    ...codedPlace(shelfResource, shelves, shelfSchema, shelfSchema.omit({ rack_id: true }).partial()),
    computedColumns: { units: unitsOnShelf, warehouse_id: shelfWarehouse, rack_code: rackCode },
    customFilters: {
      warehouse_id: (value) => sql`${shelves.rack_id} in (select ${racks.id} from ${racks} where ${racks.warehouse_id} = ${Number(value) || 0})`,
      code: (value) => sql`${shelves.code} = upper(${String(value).trim()})`,
    },
    beforeWrite: async (tx, values, existing) => {
      const rackId = (existing?.rack_id ?? values.rack_id) as number;
      const warehouseId = await lockRackWarehouse(tx, rackId);
      if (typeof values.code === 'string') await refuseTakenCodes(tx, warehouseId, [values.code], existing?.id as number | undefined);
      return values;
    },
    beforeDelete: async (tx, existing) => {
      const [held] = await tx.select({ n: sql<number>`coalesce(sum(${shelfStock.quantity}), 0)::int` }).from(shelfStock).where(eq(shelfStock.shelf_id, existing.id as number));
      if ((held?.n ?? 0) > 0) throw conflict({ key: 'server.shelf_has_stock' });
    },
  });

  /** Adds the shelves of a pattern (A-01 .. A-40) to a rack; one History row on the rack lists them. */
  const bulk = { summary: 'Add the shelves of a code pattern to a rack', body: bulkShelvesSchema, response: { 201: z.array(rowSchema(shelves)) } };
  app.post(`/${shelfResource.apiPath}/bulk`, { config: { access: { module: shelfResource.module, action: 'create' } }, schema: bulk }, async (request, reply) => {
    const pattern = bulkShelvesSchema.parse(request.body ?? {});
    const codes = shelfCodes(pattern);
    const created = await inTransaction(db, async (tx) => {
      const warehouseId = await lockRackWarehouse(tx, pattern.rack_id);
      await refuseTakenCodes(tx, warehouseId, codes);
      const actor = staffOf(request).id;
      const rows = await tx
        .insert(shelves)
        .values(codes.map((code) => ({ rack_id: pattern.rack_id, code, created_by: actor })))
        .returning();
      await recordChange(tx, actor, rackResource.name, pattern.rack_id, { shelves: null }, { shelves: codes }, 'add_shelves');
      return rows;
    });
    return reply.status(201).send(created);
  });

  /** What the shelf holds: each variant's units on it, and the warehouse's on hand, reserved and available of it. */
  const contents = { summary: 'What the shelf holds, variant by variant', params: idParams, response: { 200: z.array(shelfContentSchema) } };
  app.get(`/${shelfResource.apiPath}/:id/contents`, { config: { access: { module: shelfResource.module, action: 'show' } }, schema: contents }, async (request) => {
    const shelfId = pathId(request.params);
    const [shelf] = await db.select({ id: shelves.id }).from(shelves).where(eq(shelves.id, shelfId));
    if (!shelf) throw notFound();
    return shelfContents(db, shelfId);
  });

  /**
   * A cycle count of one shelf: for each variant counted, the difference from what the shelf holds
   * is posted as an adjustment (a count document, its lines expected against counted).
   */
  const count = { summary: 'Count the shelf: differences posted as adjustments; answers the count document', params: idParams, body: shelfCountSchema, response: { 201: rowSchema(stockDocuments) } };
  app.post(`/${shelfResource.apiPath}/:id/count`, { config: { access: { module: 'inventory', action: 'create' } }, schema: count }, async (request, reply) => {
    const shelfId = pathId(request.params);
    const { lines } = shelfCountSchema.parse(request.body ?? {});
    const document = await inTransaction(db, async (tx) => {
      const [shelf] = await tx.select({ id: shelves.id, warehouse_id: racks.warehouse_id }).from(shelves).innerJoin(racks, eq(racks.id, shelves.rack_id)).where(eq(shelves.id, shelfId));
      if (!shelf) throw notFound();
      const actor = staffOf(request).id;
      const [created] = await tx
        .insert(stockDocuments)
        .values({ kind: 'count', warehouse_id: shelf.warehouse_id, status: 'posted', reason: 'count', created_by: actor, posted_by: actor, posted_at: new Date() })
        .returning();
      const counted = [];
      // Variants in id order: every writer locks variant rows in the same order.
      const ordered = [...lines].sort((a, b) => a.variant_id - b.variant_id);
      for (const [index, line] of ordered.entries()) {
        await lockVariantStock(tx, line.variant_id, shelf.warehouse_id);
        const expected = await shelfQuantity(tx, line.variant_id, shelfId);
        const delta = line.counted - expected;
        await adjust(
          tx,
          { actor, documentType: 'counts', documentId: created!.id, line: index },
          { variantId: line.variant_id, shelfId, warehouseId: shelf.warehouse_id, delta },
        );
        counted.push({ variant_id: line.variant_id, shelf_id: shelfId, quantity: Math.abs(delta), expected, counted: line.counted });
      }
      const [posted] = await tx.update(stockDocuments).set({ lines: counted }).where(eq(stockDocuments.id, created!.id)).returning();
      const differences = counted.filter((line) => line.expected !== line.counted).length;
      await recordChange(tx, actor, shelfResource.name, shelfId, { counted: null }, { counted: { document_id: created!.id, variants: counted.length, differences } }, 'count');
      return posted!;
    });
    return reply.status(201).send(document);
  });
};
