import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { exchangeValues } from '@domain/orders/exchanges';
import { refundFor } from '@domain/orders/returns';
import { orderTransition, RETURNABLE_STATUSES, type OrderAction, type OrderChannel } from '@domain/orders/states';
import { orderLines, orders, shelfStock, variantStock } from '../../server/db/schema';
import { checkBooks } from '../../server/services/books/checkBooks';
import { reserve } from '../../server/services/product/stock/movements';
import { nextOrderId } from '../../server/services/order/orderNumbers';
import { insertPricedOrder } from '../../server/services/order/pricedOrder';
import { creditedSql, exchangeDueSql } from '../../server/services/order/orderMoney';
import { uniqueWord } from './catalogueApi';
import { ADDRESS, CARTS } from './checkoutApi';
import type { TestServer } from './harness';
import { ORDER_API } from './orderApi';
import {
  applyMove,
  availableOf,
  canPick,
  dueOfOrder,
  isReserving,
  onHandOf,
  paymentStatusOfOrder,
  pickFullestFirst,
  refundableOfOrder,
  type Model,
  type ModelOrder,
} from './operationsModel';

/** The operations property test's steps: each predicts from the model whether the server takes it, sends it, and updates the model. */
export interface Real {
  server: TestServer;
  token: string;
  warehouseId: number;
  shelfIds: number[];
  storeId: number;
  customerId: number;
  variants: { id: number; sku: string; price: number }[];
  /** Steps taken and refused, by kind: the run's report. */
  tally: Map<string, { taken: number; refused: number }>;
}

type Payload = Record<string, unknown>;
const PRODUCT = '/svc/product';

const send = async (real: Real, method: 'GET' | 'POST', url: string, payload?: Payload) => {
  const response = await real.server.request(real.token, { method, url, ...(payload ? { payload } : {}) });
  expect(response.statusCode, `${method} ${url} ${response.body}`).toBeLessThan(500);
  return response;
};

const created = async (real: Real, url: string, payload: Payload) => {
  const response = await send(real, 'POST', url, payload);
  expect(response.statusCode, `${url} ${response.body}`).toBe(201);
  return response.json() as Payload & { id: number };
};

/** The server took the step exactly when the model says it must. */
const expectOutcome = (real: Real, kind: string, response: LightMyRequestResponse | { statusCode: number; body: string }, taken: boolean) => {
  const tally = real.tally.get(kind) ?? { taken: 0, refused: 0 };
  real.tally.set(kind, { taken: tally.taken + (taken ? 1 : 0), refused: tally.refused + (taken ? 0 : 1) });
  if (taken) expect(response.statusCode, `${kind}: ${response.body}`).toBeLessThan(300);
  else expect(response.statusCode, `${kind} should be refused: ${response.body}`).toBeGreaterThanOrEqual(400);
};

const orderOf = (model: Model, index: number) => model.orders[index % model.orders.length]!;
/** The `index`-th order the step suits (returns: goods that left; refunds: money received), else any: a refusal is worth a step too. */
const orderFor = (model: Model, index: number, suits: (order: ModelOrder) => boolean) => {
  const suited = model.orders.filter(suits);
  return suited.length ? suited[index % suited.length]! : orderOf(model, index);
};
const wentOut = (order: ModelOrder) => RETURNABLE_STATUSES.includes(order.status);

export const receiveUnits = async (model: Model, real: Real, step: { variant: number; shelf: number; quantity: number }) => {
  const lines = [{ variant_id: real.variants[step.variant]!.id, shelf_id: real.shelfIds[step.shelf]!, quantity: step.quantity }];
  const document = await created(real, `${PRODUCT}/inbound-documents`, { warehouse_id: real.warehouseId, reference: 'PO-PROP', lines });
  expectOutcome(real, 'receive', await send(real, 'POST', `${PRODUCT}/inbound-documents/${document.id}/receive`, {}), true);
  model.shelves[step.variant]![step.shelf]! += step.quantity;
};

export const moveUnits = async (model: Model, real: Real, step: { variant: number; from: number; to: number; quantity: number }) => {
  const to = step.to === step.from ? (step.from + 1) % real.shelfIds.length : step.to;
  const lines = [{ variant_id: real.variants[step.variant]!.id, shelf_id: real.shelfIds[step.from]!, to_shelf_id: real.shelfIds[to]!, quantity: step.quantity }];
  const document = await created(real, `${PRODUCT}/stock-moves`, { warehouse_id: real.warehouseId, reference: 'MV-PROP', lines });
  const taken = model.shelves[step.variant]![step.from]! >= step.quantity;
  expectOutcome(real, 'move', await send(real, 'POST', `${PRODUCT}/stock-moves/${document.id}/move`, {}), taken);
  if (!taken) return;
  model.shelves[step.variant]![step.from]! -= step.quantity;
  model.shelves[step.variant]![to]! += step.quantity;
};

export const countShelf = async (model: Model, real: Real, step: { variant: number; shelf: number; counted: number }) => {
  const response = await send(real, 'POST', `${PRODUCT}/shelves/${real.shelfIds[step.shelf]}/count`, { lines: [{ variant_id: real.variants[step.variant]!.id, counted: step.counted }] });
  expectOutcome(real, 'count', response, true);
  model.shelves[step.variant]![step.shelf] = step.counted;
};

/**
 * A web order as the storefront's checkout writes it (the reference server has no storefront route):
 * its stock reserved line by line, then the order, in one transaction; a shortage rolls it all back.
 */
const placeWebOrder = async (real: Real, lines: { variant: number; quantity: number }[]) => {
  try {
    const order = await real.server.database.db.transaction(async (tx) => {
      const id = await nextOrderId(tx);
      const placed = [...lines].sort((a, b) => a.variant - b.variant);
      for (const [index, line] of placed.entries())
        await reserve(tx, { actor: null, documentType: 'orders', documentId: id, line: index + 1 }, { variantId: real.variants[line.variant]!.id, warehouseId: real.warehouseId, quantity: line.quantity });
      const priced = placed.map((line) => ({ variant_id: real.variants[line.variant]!.id, sku: real.variants[line.variant]!.sku, title: 'Kurta', unit_price: real.variants[line.variant]!.price, quantity: line.quantity }));
      return insertPricedOrder(tx, { id, channel: 'web', lines: priced, warehouse_id: real.warehouseId, customer: { id: real.customerId, name: 'Web buyer', email: 'web@example.com' }, payment_method: 'upi' }, null);
    });
    return { statusCode: 201, body: '', id: order.id };
  } catch (error) {
    return { statusCode: (error as { statusCode?: number }).statusCode ?? 500, body: String(error), id: 0 };
  }
};

const placeCart = async (real: Real, channel: 'admin' | 'offline', lines: { variant: number; quantity: number }[], method: string) => {
  const cart = await created(real, CARTS, { customer_id: real.customerId, shipping_address: ADDRESS, ...(channel === 'offline' ? { channel, store_id: real.storeId } : {}) });
  for (const line of lines) await created(real, `${CARTS}/${cart.id}/lines`, { code: real.variants[line.variant]!.sku, quantity: line.quantity });
  const response = await send(real, 'POST', `${CARTS}/${cart.id}/place`, { idempotency_key: uniqueWord('prop-key'), payment_method: method, ...(channel === 'admin' ? { warehouse_id: real.warehouseId } : {}) });
  return { statusCode: response.statusCode, body: response.body, id: response.statusCode === 201 ? (response.json() as { id: number }).id : 0 };
};

type OrderView = { total: number; lines: { id: number; variant_id: number; quantity: number; net: number }[]; payments: { id: number; kind: string }[] };
const orderView = async (real: Real, id: number) => (await send(real, 'GET', `${ORDER_API}/orders/${id}`)).json() as OrderView;

export const checkout = async (model: Model, real: Real, step: { channel: OrderChannel; lines: { variant: number; quantity: number }[]; method: string }) => {
  const taken = step.lines.every((line) => availableOf(model, line.variant) >= line.quantity);
  const placed = step.channel === 'web' ? await placeWebOrder(real, step.lines) : await placeCart(real, step.channel as 'admin' | 'offline', step.lines, step.method);
  expectOutcome(real, `checkout ${step.channel}`, placed, taken);
  if (!taken) return;
  const view = await orderView(real, placed.id);
  const variantIndex = (id: number) => real.variants.findIndex((variant) => variant.id === id);
  for (const line of step.lines) model.reserved[line.variant]! += line.quantity;
  model.orders.push({
    id: placed.id,
    channel: step.channel,
    status: 'placed',
    lines: view.lines.map((line) => ({ id: line.id, variant: variantIndex(line.variant_id), quantity: line.quantity, net: line.net, returned: 0 })),
    total: view.total,
    exchangeDue: 0,
    paid: 0,
    refunded: 0,
    credited: 0,
    payments: [],
    taken: [],
  });
};

/** How much of `whole` a step asks for: all of it, half, or one more than all (refused). */
export type Part = 'all' | 'half' | 'over';
const partOf = (whole: number, part: Part) => Math.max(1, part === 'all' ? whole : part === 'half' ? Math.ceil(whole / 2) : whole + 1);

export const pay = async (model: Model, real: Real, step: { order: number; part: Part; method: string }) => {
  const order = orderOf(model, step.order);
  const due = dueOfOrder(order);
  const amount = partOf(due, step.part);
  const taken = order.status !== 'cancelled' && amount <= due;
  expectOutcome(real, 'pay', await send(real, 'POST', `${ORDER_API}/orders/${order.id}/payments`, { amount, method: step.method, reference: 'RRN-PROP' }), taken);
  if (!taken) return;
  const payments = (await orderView(real, order.id)).payments.filter((payment) => payment.kind === 'payment');
  order.paid += amount;
  order.payments.push({ id: Math.max(...payments.map((payment) => payment.id)), left: amount });
};

/** The move an order's work takes next in its status: an in-store sale is handed over, the rest go through the warehouse. */
const nextMove = (order: ModelOrder): OrderAction => {
  if (order.channel === 'offline') return 'hand_over';
  const next: Partial<Record<ModelOrder['status'], OrderAction>> = { placed: 'confirm', confirmed: 'pick', picked: 'pack', packed: 'ship', shipped: 'deliver' };
  return next[order.status] ?? 'deliver';
};

export const moveOrder = async (model: Model, real: Real, step: { order: number; action: OrderAction | 'next' }) => {
  const order = step.action === 'next' ? orderFor(model, step.order, (candidate) => candidate.status !== 'delivered' && candidate.status !== 'cancelled') : orderOf(model, step.order);
  const action = step.action === 'next' ? nextMove(order) : step.action;
  const transition = orderTransition(order.status, order.channel, action);
  const picks = action === 'pick' || (action === 'hand_over' && isReserving(order));
  const taken = transition.ok && (!picks || canPick(model, order));
  const response = await send(real, 'POST', `${ORDER_API}/orders/${order.id}/${action}`, { carrier: 'Delhivery', tracking_number: 'TRK-PROP' });
  expectOutcome(real, action, response, taken);
  if (taken && transition.ok) applyMove(model, order, action, transition.to, real.shelfIds);
};

/** Takes `refund` back to the order's payments, newest first, as far as each has left. */
const refundToPayments = (order: ModelOrder, refund: number) => {
  let owed = refund;
  for (const payment of [...order.payments].reverse()) {
    const part = Math.min(owed, payment.left);
    payment.left -= part;
    owed -= part;
  }
  order.refunded += refund;
};

export const returnPieces = async (model: Model, real: Real, step: { order: number; line: number; quantity: number; restock: number | null; method: 'credit_note' | 'original_payment' }) => {
  const order = orderFor(model, step.order, wentOut);
  const line = order.lines[step.line % order.lines.length]!;
  const refund = refundFor(line, step.quantity);
  const paymentsLeft = order.payments.reduce((sum, payment) => sum + payment.left, 0);
  const taken =
    wentOut(order) &&
    step.quantity <= line.quantity - line.returned &&
    (refund === 0 || refund <= refundableOfOrder(order)) &&
    (step.method === 'credit_note' || refund <= paymentsLeft);
  const restock = step.restock === null ? null : real.shelfIds[step.restock]!;
  const response = await send(real, 'POST', `${ORDER_API}/orders/${order.id}/returns`, { lines: [{ line_id: line.id, quantity: step.quantity }], reason: 'Too small', restock_shelf_id: restock, refund_method: step.method });
  expectOutcome(real, 'return', response, taken);
  if (!taken) return;
  line.returned += step.quantity;
  if (step.restock !== null) model.shelves[line.variant]![step.restock]! += step.quantity;
  if (step.method === 'credit_note') order.credited += refund;
  else refundToPayments(order, refund);
};

export const exchange = async (model: Model, real: Real, step: { order: number; line: number; quantity: number; variant: number; restock: number | null }) => {
  const order = orderFor(model, step.order, wentOut);
  const line = order.lines[step.line % order.lines.length]!;
  const values = exchangeValues(line, step.quantity, real.variants[step.variant]!.price);
  const taken =
    wentOut(order) &&
    step.quantity <= line.quantity - line.returned &&
    step.variant !== line.variant &&
    (values.difference >= 0 || -values.difference <= refundableOfOrder(order)) &&
    availableOf(model, step.variant) >= step.quantity;
  const payload = { line_id: line.id, quantity: step.quantity, new_variant_id: real.variants[step.variant]!.id, warehouse_id: real.warehouseId, reason: 'Too large', restock_shelf_id: step.restock === null ? null : real.shelfIds[step.restock]! };
  expectOutcome(real, 'exchange', await send(real, 'POST', `${ORDER_API}/orders/${order.id}/exchanges`, payload), taken);
  if (!taken) return;
  line.returned += step.quantity;
  if (step.restock !== null) model.shelves[line.variant]![step.restock]! += step.quantity;
  pickFullestFirst(model, step.variant, step.quantity, real.shelfIds);
  if (values.difference < 0) order.credited += -values.difference;
  else order.exchangeDue += values.difference;
};

export const refund = async (model: Model, real: Real, step: { order: number; payment: number; part: Part }) => {
  const order = orderFor(model, step.order, (candidate) => candidate.payments.length > 0);
  if (!order.payments.length) return;
  const payment = order.payments[step.payment % order.payments.length]!;
  const amount = partOf(payment.left, step.part);
  const taken = amount <= payment.left && amount <= refundableOfOrder(order);
  const response = await send(real, 'POST', `${ORDER_API}/orders/${order.id}/refunds`, { payment_id: payment.id, amount, reference: 'RF-PROP', reason: 'Changed mind' });
  expectOutcome(real, 'refund', response, taken);
  if (!taken) return;
  payment.left -= amount;
  order.refunded += amount;
};

export const credit = async (model: Model, real: Real, step: { order: number; part: Part }) => {
  const order = orderOf(model, step.order);
  const amount = partOf(refundableOfOrder(order), step.part);
  const taken = amount <= refundableOfOrder(order);
  expectOutcome(real, 'credit note', await send(real, 'POST', `${ORDER_API}/credit-notes`, { amount, reason: 'Goodwill', order_id: order.id }), taken);
  if (taken) order.credited += amount;
};

/** The server agrees with the model (stock of each variant on each shelf, reserved and available; each order's status, lines and money) and its books are clean. */
export const verify = async (model: Model, real: Real) => {
  const { db } = real.server.database;
  const shelves = await db.select().from(shelfStock).where(eq(shelfStock.warehouse_id, real.warehouseId));
  const reserved = await db.select().from(variantStock).where(eq(variantStock.warehouse_id, real.warehouseId));
  const levels = (await send(real, 'GET', `${PRODUCT}/warehouses/${real.warehouseId}/stock-levels`)).json() as { variant_id: number; on_hand: number; reserved: number; available: number }[];
  real.variants.forEach((variant, index) => {
    const onShelves = real.shelfIds.map((shelfId) => shelves.find((row) => row.shelf_id === shelfId && row.variant_id === variant.id)?.quantity ?? 0);
    expect({ variant: variant.sku, shelves: onShelves }).toEqual({ variant: variant.sku, shelves: model.shelves[index] });
    expect({ variant: variant.sku, reserved: reserved.find((row) => row.variant_id === variant.id)?.reserved ?? 0 }).toEqual({ variant: variant.sku, reserved: model.reserved[index] });
    const level = levels.find((row) => row.variant_id === variant.id) ?? { on_hand: 0, reserved: 0, available: 0 };
    const onHand = onHandOf(model, index);
    expect({ variant: variant.sku, on_hand: level.on_hand, reserved: level.reserved, available: level.available }).toEqual({ variant: variant.sku, on_hand: onHand, reserved: model.reserved[index], available: onHand - model.reserved[index]! });
  });
  if (model.orders.length) {
    const ids = model.orders.map((order) => order.id);
    const rows = await db
      .select({ id: orders.id, status: orders.status, paid: orders.paid, refunded: orders.refunded, payment_status: orders.payment_status, credited: creditedSql, exchange_due: exchangeDueSql })
      .from(orders)
      .where(inArray(orders.id, ids))
      .orderBy(orders.id);
    const lines = await db.select({ id: orderLines.id, returned: orderLines.returned_quantity }).from(orderLines).where(inArray(orderLines.order_id, ids)).orderBy(orderLines.id);
    const expected = [...model.orders].sort((a, b) => a.id - b.id);
    expect(rows).toEqual(expected.map((order) => ({ id: order.id, status: order.status, paid: order.paid, refunded: order.refunded, payment_status: paymentStatusOfOrder(order), credited: order.credited, exchange_due: order.exchangeDue })));
    expect(lines).toEqual(expected.flatMap((order) => order.lines.map((line) => ({ id: line.id, returned: line.returned }))).sort((a, b) => a.id - b.id));
  }
  // This run's differences: a failed run leaves its own behind, and the next run must not inherit them.
  const ours = new Set(model.orders.map((order) => order.id));
  const mine = (await checkBooks(db)).filter((d) => (d.order_id === undefined ? d.warehouse_id === real.warehouseId || d.warehouse_id === undefined : ours.has(d.order_id)));
  expect(mine).toEqual([]);
};
