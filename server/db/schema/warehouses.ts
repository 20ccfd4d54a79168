import { check, index, integer, pgTable, text, uniqueIndex, boolean } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { entityColumns } from './columns';
import { variants } from './catalogue';

/**
 * Warehouse -> rack -> shelf, and the stock of each variant on each shelf (DESIGN section 4).
 * The warehouse screens and stock documents come later; the catalogue lists already filter on
 * stock and warehouse through these tables.
 */
export const warehouses = pgTable('warehouses', {
  ...entityColumns(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  city: text('city').notNull().default(''),
  state: text('state').notNull().default(''),
  is_active: boolean('is_active').notNull().default(true),
});

export const racks = pgTable(
  'racks',
  {
    ...entityColumns(),
    warehouse_id: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    code: text('code').notNull(),
  },
  (t) => [uniqueIndex('racks_warehouse_code').on(t.warehouse_id, t.code)],
);

export const shelves = pgTable(
  'shelves',
  {
    ...entityColumns(),
    rack_id: integer('rack_id')
      .notNull()
      .references(() => racks.id, { onDelete: 'restrict' }),
    code: text('code').notNull(),
  },
  (t) => [uniqueIndex('shelves_rack_code').on(t.rack_id, t.code)],
);

/**
 * Units of one variant on one shelf. warehouse_id repeats the shelf's warehouse (shelves never
 * move) so warehouse filters need no three-table join. Quantity can never go negative.
 */
export const shelfStock = pgTable(
  'shelf_stock',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    variant_id: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'restrict' }),
    shelf_id: integer('shelf_id')
      .notNull()
      .references(() => shelves.id, { onDelete: 'restrict' }),
    warehouse_id: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull().default(0),
  },
  (t) => [
    uniqueIndex('shelf_stock_variant_shelf').on(t.variant_id, t.shelf_id),
    index('shelf_stock_warehouse_variant').on(t.warehouse_id, t.variant_id),
    index('shelf_stock_shelf').on(t.shelf_id),
    check('shelf_stock_quantity_not_negative', sql`${t.quantity} >= 0`),
  ],
);
