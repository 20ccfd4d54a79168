import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { variantStock } from '../../server/db/schema';
import { uniqueWord } from './catalogueApi';
import { createCustomerIn, newCustomer } from './customerApi';
import type { TestServer } from './harness';
import { receiveStock, someVariants, warehouseWithShelves } from './stockApi';

/** Helpers for admin checkout (the cart base) in server tests. */
type Row = Record<string, unknown>;
export const CARTS = '/svc/cart/carts';
export const ADDRESS = { name: 'Priya Sharma', line1: '12, MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };

/** A warehouse holding 10 units of the `offset`-th seeded variant, on two shelves (6 + 4). */
export const stockedVariant = async (server: TestServer, token: string, offset: number) => {
  const { warehouse, shelves } = await warehouseWithShelves(server, token, 2);
  const variant = (await someVariants(server, token, offset + 1))[offset]!;
  await receiveStock(server, token, warehouse.id, [
    { variant_id: variant.id, shelf_id: shelves[0]!.id, quantity: 6 },
    { variant_id: variant.id, shelf_id: shelves[1]!.id, quantity: 4 },
  ]);
  return { warehouse, shelves, variant };
};

/** Units of the variant reserved in the warehouse. */
export const reservedOf = async (server: TestServer, variantId: number, warehouseId: number) => {
  const [row] = await server.database.db
    .select({ reserved: variantStock.reserved })
    .from(variantStock)
    .where(and(eq(variantStock.variant_id, variantId), eq(variantStock.warehouse_id, warehouseId)));
  return row?.reserved ?? 0;
};

/** Calls of the checkout routes as one staff member. */
export const checkoutAs = (server: TestServer, token: string) => {
  const post = (url: string, payload: Row = {}) => server.request(token, { method: 'POST', url, payload });
  /** A new customer with one address. */
  const customer = () => createCustomerIn(server, token, newCustomer(uniqueWord('co')));
  /** An open cart of the customer (`extra`: channel, store) holding the lines. */
  const cartFor = async (customerId: number, lines: { code: string; quantity: number }[], extra: Row = {}) => {
    const cart = await post(CARTS, { customer_id: customerId, shipping_address: ADDRESS, ...extra });
    expect(cart.statusCode, cart.body).toBe(201);
    const id = (cart.json() as { id: number }).id;
    for (const line of lines) expect((await post(`${CARTS}/${id}/lines`, line)).statusCode).toBe(201);
    return id;
  };
  const place = (cartId: number, payload: Row) => post(`${CARTS}/${cartId}/place`, payload);
  /** A store selling from the warehouse (none: a store that keeps no stock). */
  const storeOf = async (warehouseId: number | null) => {
    const code = uniqueWord('ST').toUpperCase().replace(/[^A-Z0-9]/g, '');
    const store = await post('/svc/product/stores', { name: `Store ${code}`, code, warehouse_id: warehouseId });
    expect(store.statusCode, store.body).toBe(201);
    return (store.json() as { id: number }).id;
  };
  return { post, customer, cartFor, place, storeOf };
};
