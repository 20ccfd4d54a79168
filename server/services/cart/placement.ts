import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { cartPlaceSchema } from '@domain/orders/cart';
import { getResource } from '@domain/resources';
import type { Database, Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { cartLines, carts, customers, orders, products, stores, variants, warehouses, type Order } from '../../db/schema';
import { staffOf } from '../../auth/access';
import { recordChange } from '../../history/recordChange';
import { HttpError, conflict, notFound, refusedAt } from '../../http/errors';
import { pathId } from '../../http/pathId';
import { reserve } from '../product/stock/movements';
import { orderAnswer } from '../order/orderAnswer';
import { nextOrderId } from '../order/orderNumbers';
import { insertPricedOrder } from '../order/pricedOrder';
import { redeemAtCheckout } from './checkoutCredit';
import { priceCartLines, claimPromotions } from '../promotions/cartPricing';
import { orderDiscountRows } from '../promotions/orderDiscounts';
import { idParams } from '../../openapi/common';
import { rowSchema } from '../../openapi/tableRow';

type Cart = typeof carts.$inferSelect;
type PlacedLine = { variant_id: number; sku: string; quantity: number };

/** Reserves a line's pieces; a shortage is refused at that line (`lines.<variant id>`), naming what is there. */
const reserveLine = async (tx: Executor, line: PlacedLine, source: Parameters<typeof reserve>[1], warehouseId: number) => {
  try {
    await reserve(tx, source, { variantId: line.variant_id, warehouseId, quantity: line.quantity });
  } catch (error) {
    if (!(error instanceof HttpError) || error.summary.key !== 'server.stock_short') throw error;
    const message = { key: 'server.order_no_stock_in_warehouse', params: { sku: line.sku, available: error.summary.params?.available ?? 0 } } as const;
    throw conflict(message, { [`lines.${line.variant_id}`]: message });
  }
};

const sameState = (a: string | undefined, b: string) => !a || !b || a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Where the cart's stock is reserved: an offline sale's store's warehouse, else the one staff chose.
 * A store without one sells nothing offline.
 */
const stockSource = async (tx: Executor, cart: Cart, chosen: number | undefined) => {
  if (cart.channel === 'offline') {
    if (cart.store_id === null) throw refusedAt(422, 'store_missing', 'store_id', { key: 'server.cart_offline_needs_store' });
    const [store] = await tx.select({ warehouse_id: stores.warehouse_id }).from(stores).where(eq(stores.id, cart.store_id));
    if (!store?.warehouse_id) throw refusedAt(422, 'store_without_stock', 'store_id', { key: 'server.store_keeps_no_stock' });
    chosen = store.warehouse_id;
  }
  if (chosen === undefined) throw refusedAt(400, 'invalid_input', 'warehouse_id', { key: 'ra.validation.required' });
  const [warehouse] = await tx.select().from(warehouses).where(eq(warehouses.id, chosen));
  if (!warehouse) throw refusedAt(422, 'unknown_warehouse', 'warehouse_id', { key: 'server.not_found' });
  return warehouse;
};

/**
 * Places an open cart as one order: prices and GST from the catalogue's prices now (orderTotals), the
 * stock reserved in the chosen warehouse line by line (variant order, so concurrent checkouts lock in
 * one order), the next order number, the cart closed (it names its order), the order's History row:
 * all in one transaction.
 */
const placeCart = async (tx: Executor, cart: Cart, input: ReturnType<typeof cartPlaceSchema.parse>, actor: number) => {
  if (cart.status !== 'open') throw conflict({ key: 'server.cart_not_open' });
  const lines = await tx
    .select({ variant_id: variants.id, sku: variants.sku, title: products.title, hsn_code: products.hsn_code, unit_price: variants.price, quantity: cartLines.quantity })
    .from(cartLines)
    .innerJoin(variants, eq(variants.id, cartLines.variant_id))
    .innerJoin(products, eq(products.id, variants.product_id))
    .where(eq(cartLines.cart_id, cart.id))
    .orderBy(asc(variants.id));
  if (!lines.length) throw new HttpError(422, 'cart_empty', { key: 'server.cart_empty' });
  const warehouse = await stockSource(tx, cart, input.warehouse_id);
  const [customer] = cart.customer_id ? await tx.select().from(customers).where(eq(customers.id, cart.customer_id)) : [];
  const [store] = cart.store_id ? await tx.select({ state: stores.state }).from(stores).where(eq(stores.id, cart.store_id)) : [];
  // Sold in a store, the supply is made there; otherwise where it is shipped to, from the store or the warehouse that sells.
  const intraState = cart.channel === 'offline' || sameState(cart.shipping_address?.state, store?.state ?? warehouse.state);
  // Reserved first: a shortage fails before the order takes its number, and the number's row is locked only for the last writes.
  const orderId = await nextOrderId(tx);
  for (const [index, line] of lines.entries()) {
    await reserveLine(tx, line, { actor, documentId: orderId, documentType: 'orders', line: index + 1 }, warehouse.id);
  }
  // Priced under its promotions after the stock's locks and before the coupon's: every checkout locks in that order.
  const price = await priceCartLines(tx, lines, { customerId: cart.customer_id, couponCode: cart.coupon_code, lock: true });
  const order = await insertPricedOrder(
    tx,
    {
      id: orderId,
      channel: cart.channel as 'admin' | 'offline',
      lines,
      line_discounts: price.priced.lines.map((line) => line.discount),
      coupon_code: price.coupon?.code ?? null,
      customer: customer && { id: customer.id, name: `${customer.first_name} ${customer.last_name}`.trim(), email: customer.email },
      store_id: cart.store_id,
      warehouse_id: warehouse.id,
      billing_address: cart.billing_address ?? cart.shipping_address,
      shipping_address: cart.shipping_address,
      intra_state: intraState,
      buyer_gstin: input.buyer_gstin || customer?.gstin || '',
      shipping: input.shipping,
      idempotency_key: input.idempotency_key,
      payment_method: input.payment_method,
    },
    actor,
  );
  await claimPromotions(tx, price, order, (variantId) => lines.find((line) => line.variant_id === variantId)?.sku ?? '');
  await orderDiscountRows(tx, order.id, price);
  const credited = input.credit_note_number ? await redeemAtCheckout(tx, order, input.credit_note_number, actor) : order;
  await tx.update(carts).set({ status: 'placed', order_id: order.id, updated_at: new Date() }).where(eq(carts.id, cart.id));
  await recordChange(tx, actor, 'orders', order.id, undefined, credited);
  return credited;
};

/**
 * A key belongs to the cart it placed and the staff member who placed it: the same again answers that
 * order; from another cart or another staff member it is someone else's checkout, refused with 409.
 */
const replayOf = (earlier: Order, cart: Cart, actor: number) => {
  if (cart.order_id !== earlier.id || earlier.created_by !== actor)
    throw refusedAt(409, 'idempotency_key_reused', 'idempotency_key', { key: 'server.cart_key_used_elsewhere' });
  return earlier;
};

/**
 * `POST /carts/:id/place {idempotency_key, warehouse_id, ...}`: 201 with the new order; the same key
 * again from the same cart and staff member answers 200 with that order and places nothing (the cart's
 * lock makes a concurrent twin wait for the first, then find its order).
 */
export const registerPlacement = (app: FastifyInstance, db: Database) => {
  const { apiPath, module } = getResource('carts');
  const placed = rowSchema(orders, { hidden: ['idempotency_key'] });
  app.post(`/${apiPath}/:id/place`, { config: { access: { module, action: 'create' } }, schema: { params: idParams, body: cartPlaceSchema, response: { 200: placed, 201: placed } } }, async (request, reply) => {
    const cartId = pathId(request.params);
    const input = cartPlaceSchema.parse(request.body ?? {});
    const actor = staffOf(request).id;
    const { order, replayed } = await inTransaction(db, async (tx) => {
      const [cart] = await tx.select().from(carts).where(eq(carts.id, cartId)).for('update');
      if (!cart) throw notFound();
      const [earlier] = await tx.select().from(orders).where(eq(orders.idempotency_key, input.idempotency_key));
      if (earlier) return { order: replayOf(earlier, cart, actor), replayed: true };
      return { order: await placeCart(tx, cart, input, actor), replayed: false };
    });
    return reply.status(replayed ? 200 : 201).send(orderAnswer(order));
  });
};
