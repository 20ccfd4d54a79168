import { eq } from 'drizzle-orm';
import type { OrderChannel, OrderStatus } from '@domain/orders/states';
import { orders } from '../../server/db/schema';
import { insertPricedOrder, type PricedOrderLine } from '../../server/services/order/pricedOrder';
import { uniqueWord } from './catalogueApi';
import type { TestServer } from './harness';

/** Helpers for the order base in server tests. */
export const ORDER_API = '/svc/order';

/** Two lines: one under the 5 % slab, one over it (18 %), with unique SKUs to search by. */
export const sampleLines = (word = uniqueWord('ol').toUpperCase()): PricedOrderLine[] => [
  { variant_id: null, sku: `KUR-${word}`, title: 'Cotton kurta', unit_price: 149_900, quantity: 2 },
  { variant_id: null, sku: `SAR-${word}`, title: 'Silk saree', unit_price: 1_299_900, quantity: 1 },
];

/** An order written as placement writes it, then set to `status` directly (tests of later moves). */
export const orderIn = async (server: TestServer, status: OrderStatus = 'placed', channel: OrderChannel = 'admin', lines = sampleLines()) => {
  const { db } = server.database;
  const email = `${uniqueWord('buyer')}@example.com`;
  const order = await db.transaction((tx) =>
    insertPricedOrder(tx, { channel, lines, customer: { id: null, name: 'Asha Rao', email }, discount: 10_000, shipping: 5_000 }, null),
  );
  if (status === order.status) return order;
  const [moved] = await db.update(orders).set({ status }).where(eq(orders.id, order.id)).returning();
  return moved!;
};

export const creditNoteOf = async (server: TestServer, token: string, amount = 100_000) => {
  const response = await server.request(token, { method: 'POST', url: `${ORDER_API}/credit-notes`, payload: { amount, reason: 'Goodwill' } });
  if (response.statusCode !== 201) throw new Error(`credit note failed: ${response.statusCode} ${response.body}`);
  return response.json() as Record<string, unknown> & { id: number; number: string };
};

/** Records a payment of `amount` (the order's total by default) as staff do (POST /orders/:id/payments). */
export const payFor = async (server: TestServer, token: string, order: { id: number; total: number }, amount = order.total, method = 'upi') => {
  const response = await server.request(token, { method: 'POST', url: `${ORDER_API}/orders/${order.id}/payments`, payload: { amount, method, reference: 'RRN-1' } });
  if (response.statusCode !== 201) throw new Error(`payment failed: ${response.statusCode} ${response.body}`);
  return response.json() as { id: number; paid: number; payment_status: string };
};
