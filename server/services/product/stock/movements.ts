import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { shelfStock, stockInTransit, stockLedger, variantStock } from '../../../db/schema';
import { conflict } from '../../../http/errors';

/**
 * The one place stock changes: every document (inbound, outbound, count, and the orders base's
 * reservations) posts through these functions, inside its own transaction `tx`. Each change writes
 * one `stock_ledger` row with the quantity before and after, so a shelf always equals the sum of its
 * ledger (`npm run check:stock`).
 *
 * Concurrency: every movement that lowers stock of a variant in a warehouse first locks that pair's
 * `variant_stock` row (created on first use), so picks and reservations of one variant in one
 * warehouse run one after another; the shelf's own decrement is a conditional UPDATE ... WHERE
 * quantity >= n as well, and the table's CHECK refuses a negative quantity whatever happens.
 */

/** What made a movement: who, and which document line. */
export interface MovementSource {
  actor: number | null;
  /** 'inbound-documents', 'outbound-documents', 'stock-moves', 'counts', or another base's resource (orders). */
  documentType: string;
  documentId: number | null;
  line?: number;
}

export interface ShelfMovement {
  variantId: number;
  shelfId: number;
  warehouseId: number;
  quantity: number;
}

export interface WarehouseMovement {
  variantId: number;
  warehouseId: number;
  quantity: number;
}

/** 409 naming how many units there are. */
export const stockShort = (available: number) => conflict({ key: 'server.stock_short', params: { available } }, { quantity: { key: 'server.stock_short', params: { available } } });

type LedgerRow = { warehouseId: number; shelfId: number | null; inTransit?: boolean; variantId: number; delta: number; after: number };

const writeLedger = (tx: Executor, source: MovementSource, row: LedgerRow) =>
  tx.insert(stockLedger).values({
    actor_id: source.actor,
    document_type: source.documentType,
    document_id: source.documentId,
    line: source.line ?? 0,
    warehouse_id: row.warehouseId,
    shelf_id: row.shelfId,
    in_transit: row.inTransit ?? false,
    variant_id: row.variantId,
    delta: row.delta,
    before: row.after - row.delta,
    after: row.after,
  });

/**
 * Locks (creating it when missing) the variant's row in the warehouse for the rest of the
 * transaction, and answers its reservations and the units on its shelves.
 */
export const lockVariantStock = async (tx: Executor, variantId: number, warehouseId: number) => {
  const [locked] = await tx
    .insert(variantStock)
    .values({ variant_id: variantId, warehouse_id: warehouseId })
    .onConflictDoUpdate({ target: [variantStock.variant_id, variantStock.warehouse_id], set: { reserved: sql`${variantStock.reserved}` } })
    .returning({ reserved: variantStock.reserved });
  const [held] = await tx
    .select({ onHand: sql<number>`coalesce(sum(${shelfStock.quantity}), 0)::int` })
    .from(shelfStock)
    .where(and(eq(shelfStock.variant_id, variantId), eq(shelfStock.warehouse_id, warehouseId)));
  const onHand = held?.onHand ?? 0;
  const reserved = locked?.reserved ?? 0;
  return { onHand, reserved, available: onHand - reserved };
};

/** Units of the variant on the shelf now (0 when it never held any). */
export const shelfQuantity = async (tx: Executor, variantId: number, shelfId: number) => {
  const [row] = await tx
    .select({ quantity: shelfStock.quantity })
    .from(shelfStock)
    .where(and(eq(shelfStock.variant_id, variantId), eq(shelfStock.shelf_id, shelfId)));
  return row?.quantity ?? 0;
};

/** Puts units on a shelf (goods received, a count that found more, the arriving half of a move). */
export const receive = async (tx: Executor, source: MovementSource, { variantId, shelfId, warehouseId, quantity }: ShelfMovement) => {
  const [row] = await tx
    .insert(shelfStock)
    .values({ variant_id: variantId, shelf_id: shelfId, warehouse_id: warehouseId, quantity })
    .onConflictDoUpdate({ target: [shelfStock.variant_id, shelfStock.shelf_id], set: { quantity: sql`${shelfStock.quantity} + ${quantity}` } })
    .returning({ quantity: shelfStock.quantity });
  await writeLedger(tx, source, { warehouseId, shelfId, variantId, delta: quantity, after: row!.quantity });
  return row!.quantity;
};

/** Takes units off a shelf if it holds them; 409 with what it holds otherwise. */
const takeFromShelf = async (tx: Executor, source: MovementSource, { variantId, shelfId, warehouseId, quantity }: ShelfMovement) => {
  const [row] = await tx
    .update(shelfStock)
    .set({ quantity: sql`${shelfStock.quantity} - ${quantity}` })
    .where(and(eq(shelfStock.variant_id, variantId), eq(shelfStock.shelf_id, shelfId), gte(shelfStock.quantity, quantity)))
    .returning({ quantity: shelfStock.quantity });
  if (!row) throw stockShort(await shelfQuantity(tx, variantId, shelfId));
  await writeLedger(tx, source, { warehouseId, shelfId, variantId, delta: -quantity, after: row.quantity });
  return row.quantity;
};

export interface PickOptions {
  /** The units were reserved for this (an order): the reservation goes with them. */
  fromReservation?: boolean;
}

/**
 * Takes units off a shelf for an outbound document or an order. Without `fromReservation` it may
 * only take what is available (on hand - reserved in the warehouse); with it, it consumes that
 * many reserved units. 409 naming the available quantity when short.
 */
export const pick = async (tx: Executor, source: MovementSource, movement: ShelfMovement, options: PickOptions = {}) => {
  const level = await lockVariantStock(tx, movement.variantId, movement.warehouseId);
  if (options.fromReservation) {
    await changeReserved(tx, source, movement, -movement.quantity, level.reserved);
  } else if (level.available < movement.quantity) {
    throw stockShort(Math.max(0, Math.min(level.available, await shelfQuantity(tx, movement.variantId, movement.shelfId))));
  }
  return takeFromShelf(tx, source, movement);
};

/** Moves units between two shelves of one warehouse (the warehouse's on-hand does not change). */
export const move = async (tx: Executor, source: MovementSource, movement: ShelfMovement & { toShelfId: number }) => {
  await lockVariantStock(tx, movement.variantId, movement.warehouseId);
  await takeFromShelf(tx, source, movement);
  return receive(tx, source, { ...movement, shelfId: movement.toShelfId });
};

/**
 * Sets right what a shelf holds by `delta` (a count, damage found): physical stock wins over
 * reservations, so it only refuses to go below zero on the shelf.
 */
export const adjust = async (tx: Executor, source: MovementSource, movement: Omit<ShelfMovement, 'quantity'> & { delta: number }) => {
  if (movement.delta === 0) return shelfQuantity(tx, movement.variantId, movement.shelfId);
  if (movement.delta > 0) return receive(tx, source, { ...movement, quantity: movement.delta });
  await lockVariantStock(tx, movement.variantId, movement.warehouseId);
  return takeFromShelf(tx, source, { ...movement, quantity: -movement.delta });
};

const changeReserved = async (tx: Executor, source: MovementSource, { variantId, warehouseId }: WarehouseMovement, delta: number, reserved: number) => {
  if (reserved + delta < 0) throw stockShort(reserved);
  const [row] = await tx
    .update(variantStock)
    .set({ reserved: sql`${variantStock.reserved} + ${delta}` })
    .where(and(eq(variantStock.variant_id, variantId), eq(variantStock.warehouse_id, warehouseId)))
    .returning({ reserved: variantStock.reserved });
  await writeLedger(tx, source, { warehouseId, shelfId: null, variantId, delta, after: row!.reserved });
  return row!.reserved;
};

/** Holds units of a variant in a warehouse for an order; 409 naming the available quantity when short. Answers the units reserved now. */
export const reserve = async (tx: Executor, source: MovementSource, movement: WarehouseMovement) => {
  const level = await lockVariantStock(tx, movement.variantId, movement.warehouseId);
  if (level.available < movement.quantity) throw stockShort(Math.max(0, level.available));
  return changeReserved(tx, source, movement, movement.quantity, level.reserved);
};

/** Gives reserved units back (an order cancelled or changed). Answers the units reserved now. */
export const release = async (tx: Executor, source: MovementSource, movement: WarehouseMovement) => {
  const level = await lockVariantStock(tx, movement.variantId, movement.warehouseId);
  return changeReserved(tx, source, movement, -movement.quantity, level.reserved);
};

/** Units of a move document on their way from one warehouse to another. */
export interface TransitMovement {
  variantId: number;
  documentId: number;
  fromWarehouseId: number;
  toWarehouseId: number;
  quantity: number;
}

/**
 * Puts units a move took off the source's shelves in transit under the document (the ledger row is the
 * sending warehouse's). Answers the units of the variant the document carries now.
 */
export const sendInTransit = async (tx: Executor, source: MovementSource, { variantId, documentId, fromWarehouseId, toWarehouseId, quantity }: TransitMovement) => {
  const [row] = await tx
    .insert(stockInTransit)
    .values({ document_id: documentId, variant_id: variantId, from_warehouse_id: fromWarehouseId, to_warehouse_id: toWarehouseId, quantity })
    .onConflictDoUpdate({ target: [stockInTransit.document_id, stockInTransit.variant_id], set: { quantity: sql`${stockInTransit.quantity} + ${quantity}` } })
    .returning({ quantity: stockInTransit.quantity });
  await writeLedger(tx, source, { warehouseId: fromWarehouseId, shelfId: null, inTransit: true, variantId, delta: quantity, after: row!.quantity });
  return row!.quantity;
};

/** Takes arriving units out of transit (the ledger row is the receiving warehouse's); 409 naming what the document still carries when short. */
export const takeFromTransit = async (tx: Executor, source: MovementSource, { variantId, documentId, toWarehouseId, quantity }: Omit<TransitMovement, 'fromWarehouseId'>) => {
  const carried = and(eq(stockInTransit.document_id, documentId), eq(stockInTransit.variant_id, variantId));
  const [row] = await tx
    .update(stockInTransit)
    .set({ quantity: sql`${stockInTransit.quantity} - ${quantity}` })
    .where(and(carried, gte(stockInTransit.quantity, quantity)))
    .returning({ quantity: stockInTransit.quantity });
  if (!row) {
    const [left] = await tx.select({ quantity: stockInTransit.quantity }).from(stockInTransit).where(carried);
    throw stockShort(left?.quantity ?? 0);
  }
  await writeLedger(tx, source, { warehouseId: toWarehouseId, shelfId: null, inTransit: true, variantId, delta: -quantity, after: row.quantity });
  return row.quantity;
};
