import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { entityColumns, identityId, logStamp, requiredReference, siteColumns } from './columns';
import { variants } from './catalogue';
import type { StockDocumentLine } from '@domain/stock';

/**
 * Warehouse -> rack -> shelf, and the stock of each variant on each shelf (DESIGN section 4). Stock
 * moves only through the documents below, each movement a row of `stock_ledger`
 * (server/services/product/stock/movements.ts is the one writer).
 */
export const warehouses = pgTable('warehouses', {
  ...entityColumns(),
  /** The seller's GSTIN on documents of orders that leave from here ('' when not registered). */
  ...siteColumns('address_line1', 'address_line2', 'pincode', 'city', 'state', 'gstin'),
});

export const racks = pgTable(
  'racks',
  {
    ...entityColumns(),
    warehouse_id: requiredReference('warehouse_id', () => warehouses.id, 'restrict'),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [uniqueIndex('racks_warehouse_code').on(t.warehouse_id, t.code)],
);

export const shelves = pgTable(
  'shelves',
  {
    ...entityColumns(),
    rack_id: requiredReference('rack_id', () => racks.id, 'restrict'),
    code: text('code').notNull(),
  },
  (t) => [uniqueIndex('shelves_rack_code').on(t.rack_id, t.code)],
);

/**
 * Units of one variant on one shelf. warehouse_id repeats the shelf's warehouse (shelves never
 * move) so warehouse filters need no three-table join. Quantity can never go negative, and always
 * equals the sum of the shelf's ledger rows (`npm run check:stock`).
 */
export const shelfStock = pgTable(
  'shelf_stock',
  {
    id: identityId(),
    variant_id: requiredReference('variant_id', () => variants.id, 'restrict'),
    shelf_id: requiredReference('shelf_id', () => shelves.id, 'restrict'),
    warehouse_id: requiredReference('warehouse_id', () => warehouses.id, 'restrict'),
    quantity: integer('quantity').notNull().default(0),
  },
  (t) => [
    uniqueIndex('shelf_stock_variant_shelf').on(t.variant_id, t.shelf_id),
    index('shelf_stock_warehouse_variant').on(t.warehouse_id, t.variant_id),
    index('shelf_stock_shelf').on(t.shelf_id),
    check('shelf_stock_quantity_not_negative', sql`${t.quantity} >= 0`),
  ],
);

/**
 * One variant in one warehouse: the units reserved for orders (available = on hand - reserved) and
 * the low-stock threshold. Its row is also the lock every stock-reducing movement of the variant in
 * the warehouse takes first, so concurrent picks and reservations never promise the same unit twice.
 */
export const variantStock = pgTable(
  'variant_stock',
  {
    id: identityId(),
    variant_id: requiredReference('variant_id', () => variants.id, 'restrict'),
    warehouse_id: requiredReference('warehouse_id', () => warehouses.id, 'restrict'),
    reserved: integer('reserved').notNull().default(0),
    low_stock_threshold: integer('low_stock_threshold'),
  },
  (t) => [
    uniqueIndex('variant_stock_variant_warehouse').on(t.variant_id, t.warehouse_id),
    index('variant_stock_warehouse').on(t.warehouse_id),
    check('variant_stock_reserved_not_negative', sql`${t.reserved} >= 0`),
    check('variant_stock_threshold_not_negative', sql`${t.low_stock_threshold} is null or ${t.low_stock_threshold} >= 0`),
  ],
);

/**
 * Inbound (draft -> received), outbound (draft -> picked -> dispatched), count (posted) and move
 * documents (shelf to shelf: draft -> moved in one warehouse; draft -> in_transit -> received between
 * two), their lines in `lines` while a draft is edited. A posted document is never edited (an arriving
 * move's target shelves excepted), only reversed by another.
 */
export const stockDocuments = pgTable(
  'stock_documents',
  {
    ...entityColumns(),
    kind: text('kind').$type<'inbound' | 'outbound' | 'count' | 'move'>().notNull(),
    warehouse_id: requiredReference('warehouse_id', () => warehouses.id, 'restrict'),
    status: text('status').notNull().default('draft'),
    reason: text('reason').notNull(),
    reference: text('reference').notNull().default(''),
    /** A move's destination warehouse when it leaves its own (null: shelf to shelf within `warehouse_id`). */
    counterpart_warehouse_id: integer('counterpart_warehouse_id').references(() => warehouses.id, { onDelete: 'restrict' }),
    /** The document this one reverses. */
    source_document_id: integer('source_document_id'),
    lines: jsonb('lines').$type<StockDocumentLine[]>().notNull().default([]),
    posted_at: timestamp('posted_at', { withTimezone: true }),
    posted_by: integer('posted_by'),
  },
  (t) => [index('stock_documents_kind_warehouse').on(t.kind, t.warehouse_id, t.status), index('stock_documents_source').on(t.source_document_id)],
);

/**
 * Units of a variant on their way between two warehouses under a move document: off the source's
 * shelves, on none of the destination's yet, so neither warehouse counts them on hand or available.
 * Always equals the sum of the document's in-transit ledger rows (`npm run check:stock`).
 */
export const stockInTransit = pgTable(
  'stock_in_transit',
  {
    id: identityId(),
    document_id: requiredReference('document_id', () => stockDocuments.id, 'restrict'),
    variant_id: requiredReference('variant_id', () => variants.id, 'restrict'),
    from_warehouse_id: requiredReference('from_warehouse_id', () => warehouses.id, 'restrict'),
    to_warehouse_id: requiredReference('to_warehouse_id', () => warehouses.id, 'restrict'),
    quantity: integer('quantity').notNull().default(0),
  },
  (t) => [
    uniqueIndex('stock_in_transit_document_variant').on(t.document_id, t.variant_id),
    index('stock_in_transit_variant').on(t.variant_id),
    check('stock_in_transit_quantity_not_negative', sql`${t.quantity} >= 0`),
  ],
);

/**
 * Every change of stock: on a shelf (`shelf_id` set: on hand), of a warehouse's reservations
 * (`shelf_id` null: reserved) or in transit under a move (`in_transit`: the document's units on their
 * way; `warehouse_id` the end that sent or received them), with the document and line that made it.
 * Rows are only ever added.
 */
export const stockLedger = pgTable(
  'stock_ledger',
  {
    id: identityId(),
    ...logStamp(),
    /** 'inbound-documents', 'outbound-documents', 'counts', 'opening', or another base's (orders). */
    document_type: text('document_type').notNull(),
    document_id: integer('document_id'),
    line: integer('line').notNull().default(0),
    warehouse_id: requiredReference('warehouse_id', () => warehouses.id, 'restrict'),
    shelf_id: integer('shelf_id').references(() => shelves.id, { onDelete: 'restrict' }),
    in_transit: boolean('in_transit').notNull().default(false),
    variant_id: requiredReference('variant_id', () => variants.id, 'restrict'),
    delta: integer('delta').notNull(),
    before: integer('before').notNull(),
    after: integer('after').notNull(),
  },
  (t) => [
    index('stock_ledger_shelf_variant').on(t.shelf_id, t.variant_id),
    index('stock_ledger_variant_at').on(t.variant_id, t.at),
    index('stock_ledger_warehouse_at').on(t.warehouse_id, t.at),
    index('stock_ledger_document').on(t.document_type, t.document_id),
    check('stock_ledger_arithmetic', sql`${t.after} = ${t.before} + ${t.delta}`),
    check('stock_ledger_not_negative', sql`${t.after} >= 0`),
    check('stock_ledger_transit_has_no_shelf', sql`not ${t.in_transit} or ${t.shelf_id} is null`),
  ],
);
