import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { stockDocuments, stockInTransit, variants, warehouses } from '../../../db/schema';
import { rowsOf } from '../../../http/listTotal';
import { selectionSchema } from '../../../openapi/tableRow';

const units = z.number().int();
/** The variant a row of stock figures is about, as stock answers name it. */
const stockVariant = {
  variant_id: z.number().int(),
  sku: z.string(),
  barcode: z.string().nullable(),
  title: z.string(),
};

/** A variant's figures in a warehouse: on hand (on its shelves), reserved for orders, available (on hand - reserved). */
export const stockLevelSchema = z.object({
  warehouse_id: z.number().int(),
  warehouse_name: z.string(),
  ...stockVariant,
  on_hand: units,
  reserved: units,
  available: units,
});
export type StockLevel = z.infer<typeof stockLevelSchema>;

/**
 * On hand, reserved and available of every variant a warehouse holds or has reserved (or of one
 * variant in every warehouse), read from the same rows movements.ts writes: a figure here always
 * agrees with the shelves and the ledger.
 */
export const stockLevels = async (db: Executor, { warehouseId, variantId }: { warehouseId?: number; variantId?: number }): Promise<StockLevel[]> => {
  const inWarehouse = (column: string) => (warehouseId === undefined ? sql`true` : sql`${sql.identifier(column)} = ${warehouseId}`);
  const ofVariant = (column: string) => (variantId === undefined ? sql`true` : sql`${sql.identifier(column)} = ${variantId}`);
  const result = await db.execute(sql`
    select l.warehouse_id, w.name as warehouse_name, l.variant_id, v.sku, v.barcode,
           concat_ws(' · ', p.title, nullif(v.size, ''), nullif(v.colour, '')) as title,
           l.on_hand::int as on_hand, l.reserved::int as reserved, (l.on_hand - l.reserved)::int as available
    from (
      select coalesce(s.warehouse_id, r.warehouse_id) as warehouse_id, coalesce(s.variant_id, r.variant_id) as variant_id,
             coalesce(s.on_hand, 0) as on_hand, coalesce(r.reserved, 0) as reserved
      from (select warehouse_id, variant_id, sum(quantity) as on_hand from shelf_stock
            where ${inWarehouse('warehouse_id')} and ${ofVariant('variant_id')} and quantity > 0 group by 1, 2) s
      full join (select warehouse_id, variant_id, reserved from variant_stock
                 where ${inWarehouse('warehouse_id')} and ${ofVariant('variant_id')} and reserved > 0) r
        on r.warehouse_id = s.warehouse_id and r.variant_id = s.variant_id
    ) l
    join variants v on v.id = l.variant_id
    join products p on p.id = v.product_id
    join warehouses w on w.id = l.warehouse_id
    order by w.name, v.sku
    limit 1000`);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    warehouse_id: Number(row.warehouse_id),
    warehouse_name: String(row.warehouse_name),
    variant_id: Number(row.variant_id),
    sku: String(row.sku),
    barcode: (row.barcode as string | null) ?? null,
    title: String(row.title),
    on_hand: Number(row.on_hand),
    reserved: Number(row.reserved),
    available: Number(row.available),
  }));
};

const destination = alias(warehouses, 'destination');

const inTransitColumns = {
  document_id: stockInTransit.document_id,
  reference: stockDocuments.reference,
  variant_id: stockInTransit.variant_id,
  sku: variants.sku,
  quantity: stockInTransit.quantity,
  from_warehouse_id: stockInTransit.from_warehouse_id,
  from_warehouse_name: warehouses.name,
  to_warehouse_id: stockInTransit.to_warehouse_id,
  to_warehouse_name: destination.name,
};

/** A row of `inTransitOf`, as the API answers it. */
export const inTransitRow = selectionSchema(inTransitColumns);

/** The units of each move on their way to or from the warehouse (or, without one, anywhere), with where from and where to. */
export const inTransitOf = (db: Executor, warehouseId?: number, variantId?: number) =>
  db
    .select(inTransitColumns)
    .from(stockInTransit)
    .innerJoin(stockDocuments, eq(stockDocuments.id, stockInTransit.document_id))
    .innerJoin(variants, eq(variants.id, stockInTransit.variant_id))
    .innerJoin(warehouses, eq(warehouses.id, stockInTransit.from_warehouse_id))
    .innerJoin(destination, eq(destination.id, stockInTransit.to_warehouse_id))
    .where(
      and(
        gt(stockInTransit.quantity, 0),
        warehouseId === undefined ? undefined : or(eq(stockInTransit.from_warehouse_id, warehouseId), eq(stockInTransit.to_warehouse_id, warehouseId)),
        variantId === undefined ? undefined : eq(stockInTransit.variant_id, variantId),
      ),
    )
    .orderBy(asc(stockInTransit.document_id), asc(variants.sku))
    .limit(1000);

/** A variant on a shelf: its units there, and the warehouse's figures of it (reservations are the warehouse's, not a shelf's). */
export const shelfContentSchema = z.object({
  ...stockVariant,
  on_hand: units,
  warehouse_on_hand: units,
  warehouse_reserved: units,
  warehouse_available: units,
});
export type ShelfContent = z.infer<typeof shelfContentSchema>;

/** What a shelf holds, variant by variant (SKU order). */
export const shelfContents = async (db: Executor, shelfId: number): Promise<ShelfContent[]> => {
  const result = await db.execute(sql`
    select s.variant_id, v.sku, v.barcode, concat_ws(' · ', p.title, nullif(v.size, ''), nullif(v.colour, '')) as title, s.quantity as on_hand,
           w.on_hand as warehouse_on_hand, coalesce(vs.reserved, 0) as warehouse_reserved
    from shelf_stock s
    join variants v on v.id = s.variant_id
    join products p on p.id = v.product_id
    left join variant_stock vs on vs.variant_id = s.variant_id and vs.warehouse_id = s.warehouse_id
    cross join lateral (select sum(quantity)::int as on_hand from shelf_stock o where o.warehouse_id = s.warehouse_id and o.variant_id = s.variant_id) w
    where s.shelf_id = ${shelfId} and s.quantity > 0
    order by v.sku
    limit 1000`);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    variant_id: Number(row.variant_id),
    sku: String(row.sku),
    barcode: (row.barcode as string | null) ?? null,
    title: String(row.title),
    on_hand: Number(row.on_hand),
    warehouse_on_hand: Number(row.warehouse_on_hand),
    warehouse_reserved: Number(row.warehouse_reserved),
    warehouse_available: Number(row.warehouse_on_hand) - Number(row.warehouse_reserved),
  }));
};
