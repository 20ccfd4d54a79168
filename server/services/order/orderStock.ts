import { and, desc, eq, gt, lt } from 'drizzle-orm';
import { RESERVING_STATUSES, type OrderStatus } from '@domain/orders/states';
import type { Executor } from '../../db/client';
import { orderLines, shelfStock, stockLedger, type Order } from '../../db/schema';
import { pick, receive, release, stockShort, type MovementSource } from '../product/stock/movements';

/** The order's lines that hold stock (a line of a variant since deleted holds none). */
const stockedLines = async (tx: Executor, order: Order) =>
  (await tx.select().from(orderLines).where(eq(orderLines.order_id, order.id)).orderBy(orderLines.variant_id)).flatMap((line) =>
    line.variant_id === null ? [] : [{ ...line, variant_id: line.variant_id }],
  );

const sourceOf = (order: Order, actor: number, line: number): MovementSource => ({ actor, documentType: 'orders', documentId: order.id, line });

/**
 * Picks `quantity` reserved units of a variant off a warehouse's shelves, fullest shelf first, through
 * the stock module; 409 naming what the shelves held when they hold too few.
 */
export const pickReserved = async (tx: Executor, source: MovementSource, variantId: number, warehouseId: number, quantity: number) => {
  const shelves = await tx
    .select({ shelf_id: shelfStock.shelf_id, quantity: shelfStock.quantity })
    .from(shelfStock)
    .where(and(eq(shelfStock.variant_id, variantId), eq(shelfStock.warehouse_id, warehouseId), gt(shelfStock.quantity, 0)))
    .orderBy(desc(shelfStock.quantity), shelfStock.shelf_id);
  let left = quantity;
  for (const shelf of shelves) {
    if (left === 0) break;
    const taken = Math.min(left, shelf.quantity);
    await pick(tx, source, { variantId, shelfId: shelf.shelf_id, warehouseId, quantity: taken }, { fromReservation: true });
    left -= taken;
  }
  if (left > 0) throw stockShort(quantity - left);
};

/** Picks each line's reserved units off the order's warehouse's shelves. */
export const pickOrder = async (tx: Executor, order: Order, actor: number) => {
  const warehouseId = order.warehouse_id;
  if (warehouseId === null) return;
  for (const line of await stockedLines(tx, order)) await pickReserved(tx, sourceOf(order, actor, line.id), line.variant_id, warehouseId, line.quantity);
};

/**
 * An in-store sale handed over takes its units off the shelves: the reserved ones are picked now, as a
 * pick would; one already picked has left its shelves.
 */
export const pickHandedOver = async (tx: Executor, order: Order, actor: number) => {
  if (RESERVING_STATUSES.includes(order.status as OrderStatus)) await pickOrder(tx, order, actor);
};

/**
 * Gives a cancelled order's stock back: the reservation while nothing was picked, else the units
 * back onto the shelves the order's picks took them from (read from the ledger).
 */
export const returnStockOfCancelled = async (tx: Executor, order: Order, actor: number) => {
  const warehouseId = order.warehouse_id;
  if (warehouseId === null) return;
  if (RESERVING_STATUSES.includes(order.status as OrderStatus)) {
    for (const line of await stockedLines(tx, order))
      await release(tx, sourceOf(order, actor, line.id), { variantId: line.variant_id, warehouseId, quantity: line.quantity });
    return;
  }
  const picks = await tx
    .select()
    .from(stockLedger)
    .where(and(eq(stockLedger.document_type, 'orders'), eq(stockLedger.document_id, order.id), lt(stockLedger.delta, 0)))
    .orderBy(stockLedger.id);
  for (const taken of picks) {
    if (taken.shelf_id === null) continue;
    await receive(tx, sourceOf(order, actor, taken.line), { variantId: taken.variant_id, shelfId: taken.shelf_id, warehouseId: taken.warehouse_id, quantity: -taken.delta });
  }
};
