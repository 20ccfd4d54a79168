import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
  ...siteColumns('address_line1', 'address_line2', 'pincode', 'city', 'state'),
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
 * Inbound (draft -> received, or in_transit -> received for a transfer), outbound (draft -> picked ->
 * dispatched) and count (posted) documents, their lines in `lines` while a draft is edited. A posted
 * document is never edited, only reversed by another.
 */
export const stockDocuments = pgTable(
  'stock_documents',
  {
    ...entityColumns(),
    kind: text('kind').$type<'inbound' | 'outbound' | 'count'>().notNull(),
    warehouse_id: requiredReference('warehouse_id', () => warehouses.id, 'restrict'),
    status: text('status').notNull().default('draft'),
    reason: text('reason').notNull(),
    reference: text('reference').notNull().default(''),
    /** A transfer's other warehouse: where an outbound goes, where an inbound comes from. */
    counterpart_warehouse_id: integer('counterpart_warehouse_id').references(() => warehouses.id, { onDelete: 'restrict' }),
    /** The document this one continues (a transfer's outbound) or reverses. */
    source_document_id: integer('source_document_id'),
    lines: jsonb('lines').$type<StockDocumentLine[]>().notNull().default([]),
    posted_at: timestamp('posted_at', { withTimezone: true }),
    posted_by: integer('posted_by'),
  },
  (t) => [index('stock_documents_kind_warehouse').on(t.kind, t.warehouse_id, t.status), index('stock_documents_source').on(t.source_document_id)],
);

/**
 * Every change of stock: on a shelf (`shelf_id` set: on hand) or of a warehouse's reservations
 * (`shelf_id` null: reserved), with the document and line that made it. Rows are only ever added.
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
  ],
);
