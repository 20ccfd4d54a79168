import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DEFAULT_TAX_POLICY } from '@domain/orders/tax';
import { orderTotals } from '@domain/orders/totals';
import { history, orders } from '../../server/db/schema';
import { checkStock } from '../../server/services/product/stock/check';
import { uniqueWord } from './catalogueApi';
import { ADDRESS, CARTS, checkoutAs, reservedOf, stockedVariant } from './checkoutApi';
import { describeEachDatabase } from './harness';
import { ORDER_API, creditNoteOf } from './orderApi';
import { shelfUnits } from './stockApi';

type Row = Record<string, unknown>;

describeEachDatabase('admin checkout', (server) => {
  const as = (token: string) => checkoutAs(server(), token);
  const post = (token: string, url: string, payload: Row = {}) => as(token).post(url, payload);
  const cartFor = (token: string, customerId: number, lines: { code: string; quantity: number }[]) => as(token).cartFor(customerId, lines);
  const customer = (token: string) => as(token).customer();

  it('places a cart once, priced on the server, with stock reserved; picking and cancelling move stock through the ledger', async () => {
    const token = await server().tokenFor('editor');
    const { warehouse, shelves, variant } = await stockedVariant(server(), token, 0);
    const buyer = await customer(token);
    const cartId = await cartFor(token, buyer.id, [
      { code: variant.sku, quantity: 2 },
      { code: variant.sku, quantity: 1 },
    ]);
    const cart = (await server().request(token, { method: 'GET', url: `${CARTS}/${cartId}` })).json() as { lines: Row[]; totals: Row };
    expect(cart.lines).toMatchObject([{ variant_id: variant.id, quantity: 3 }]);
    const key = uniqueWord('checkout');
    const placed = await post(token, `${CARTS}/${cartId}/place`, { idempotency_key: key, warehouse_id: warehouse.id, shipping: 9_900 });
    expect(placed.statusCode).toBe(201);
    const order = placed.json() as Row & { id: number };
    const unitPrice = cart.lines[0]!.unit_price as number;
    const expected = orderTotals({ lines: [{ unitPrice, quantity: 3 }], shipping: 9_900, policy: DEFAULT_TAX_POLICY, intraState: true });
    expect(order).toMatchObject({ status: 'placed', channel: 'admin', customer_id: buyer.id, total: expected.total, tax: expected.tax, warehouse_id: warehouse.id });
    expect(order).not.toHaveProperty('idempotency_key');
    expect(await reservedOf(server(), variant.id, warehouse.id)).toBe(3);

    const again = await post(token, `${CARTS}/${cartId}/place`, { idempotency_key: key, warehouse_id: warehouse.id, shipping: 9_900 });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(order.id);
    expect(await server().database.db.$count(orders, eq(orders.idempotency_key, key))).toBe(1);
    expect(await reservedOf(server(), variant.id, warehouse.id)).toBe(3);
    expect((await post(token, `${CARTS}/${cartId}/lines`, { code: variant.sku })).statusCode).toBe(409);

    expect((await post(token, `${ORDER_API}/orders/${order.id}/confirm`)).statusCode).toBe(200);
    expect((await post(token, `${ORDER_API}/orders/${order.id}/pick`)).statusCode).toBe(200);
    expect(await reservedOf(server(), variant.id, warehouse.id)).toBe(0);
    expect(await shelfUnits(server(), token, warehouse.id, shelves[0]!.id, variant.id)).toBe(3);
    expect((await post(token, `${ORDER_API}/orders/${order.id}/cancel`)).statusCode).toBe(200);
    expect(await shelfUnits(server(), token, warehouse.id, shelves[0]!.id, variant.id)).toBe(6);

    const second = await cartFor(token, buyer.id, [{ code: variant.barcode ?? variant.sku, quantity: 4 }]);
    const secondOrder = (await post(token, `${CARTS}/${second}/place`, { idempotency_key: uniqueWord('checkout'), warehouse_id: warehouse.id })).json() as { id: number };
    expect(await reservedOf(server(), variant.id, warehouse.id)).toBe(4);
    expect((await post(token, `${ORDER_API}/orders/${secondOrder.id}/cancel`)).statusCode).toBe(200);
    expect(await reservedOf(server(), variant.id, warehouse.id)).toBe(0);
    expect(await checkStock(server().database.db)).toEqual([]);
  });

  it('changes a cart’s addresses until it is placed: bad input at its field, the order takes the new address, a placed cart refuses', async () => {
    const token = await server().tokenFor('editor');
    const { warehouse, variant } = await stockedVariant(server(), token, 3);
    const buyer = await customer(token);
    const cartId = await cartFor(token, buyer.id, [{ code: variant.sku, quantity: 1 }]);
    const put = (payload: Row) => server().request(token, { method: 'PUT', url: `${CARTS}/${cartId}`, payload });
    const bad = await put({ shipping_address: { ...ADDRESS, line1: '' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['shipping_address.line1']);
    const moved = { ...ADDRESS, line1: '4, Residency Road', city: 'Mysuru', pincode: '570001' };
    expect((await put({ shipping_address: moved, billing_address: moved })).statusCode).toBe(200);
    const [changed] = await server().database.db.select().from(history).where(and(eq(history.entity, 'carts'), eq(history.entity_id, cartId)));
    expect(changed).toBeDefined();
    const placed = await post(token, `${CARTS}/${cartId}/place`, { idempotency_key: uniqueWord('moved'), warehouse_id: warehouse.id });
    expect(placed.json()).toMatchObject({ shipping_address: { line1: '4, Residency Road', city: 'Mysuru', pincode: '570001' } });
    const late = await put({ shipping_address: ADDRESS });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('This cart was already placed as an order');
  });

  it('refuses an unknown coupon, an unknown code, an empty cart and more than the warehouse holds', async () => {
    const token = await server().tokenFor('editor');
    const { warehouse, variant } = await stockedVariant(server(), token, 1);
    const buyer = await customer(token);
    const coupon = await post(token, CARTS, { customer_id: buyer.id, coupon_code: 'DIWALI10' });
    expect(coupon.statusCode).toBe(422);
    expect(coupon.json().error.fields.coupon_code).toBe('No coupon has the code DIWALI10');
    const empty = await cartFor(token, buyer.id, []);
    expect((await post(token, `${CARTS}/${empty}/lines`, { code: 'NO-SUCH-SKU-42' })).statusCode).toBe(422);
    expect((await post(token, `${CARTS}/${empty}/place`, { idempotency_key: uniqueWord('empty'), warehouse_id: warehouse.id })).statusCode).toBe(422);
    const tooMany = await cartFor(token, buyer.id, [{ code: variant.sku, quantity: 11 }]);
    const short = await post(token, `${CARTS}/${tooMany}/place`, { idempotency_key: uniqueWord('short'), warehouse_id: warehouse.id });
    expect(short.statusCode).toBe(409);
    expect(await reservedOf(server(), variant.id, warehouse.id)).toBe(0);
  });

  it('places exactly 10 of 50 concurrent checkouts for a variant with 10 units, none oversold', async () => {
    const token = await server().tokenFor('editor');
    const { warehouse, variant } = await stockedVariant(server(), token, 2);
    const buyer = await customer(token);
    const carts: number[] = [];
    for (let index = 0; index < 50; index++) carts.push(await cartFor(token, buyer.id, [{ code: variant.sku, quantity: 1 }]));
    const answers = await Promise.all(
      carts.map((cartId) => post(token, `${CARTS}/${cartId}/place`, { idempotency_key: uniqueWord('rush'), warehouse_id: warehouse.id })),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(10);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(40);
    expect(await reservedOf(server(), variant.id, warehouse.id)).toBe(10);
    expect(await checkStock(server().database.db)).toEqual([]);
  });

  it('refuses a shortage at its line and a cart without a warehouse; an offline sale reserves its store’s stock', async () => {
    const token = await server().tokenFor('editor');
    const { warehouse, variant } = await stockedVariant(server(), token, 3);
    const buyer = await customer(token);
    const tooMany = await cartFor(token, buyer.id, [{ code: variant.sku, quantity: 12 }]);
    const short = await post(token, `${CARTS}/${tooMany}/place`, { idempotency_key: uniqueWord('line'), warehouse_id: warehouse.id });
    expect(short.statusCode).toBe(409);
    expect(short.json().error.fields).toEqual({ [`lines.${variant.id}`]: `Not enough of ${variant.sku} in this warehouse: 10 available` });

    const noWarehouse = await post(token, `${CARTS}/${tooMany}/place`, { idempotency_key: uniqueWord('line') });
    expect(noWarehouse.statusCode).toBe(400);
    expect(noWarehouse.json().error.fields).toHaveProperty('warehouse_id');

    const offline = await post(token, CARTS, { customer_id: buyer.id, channel: 'offline' });
    expect(offline.statusCode).toBe(201);
    const offlineId = (offline.json() as { id: number }).id;
    expect((await post(token, `${CARTS}/${offlineId}/lines`, { code: variant.sku, quantity: 2 })).statusCode).toBe(201);
    const storeless = await post(token, `${CARTS}/${offlineId}/place`, { idempotency_key: uniqueWord('store') });
    expect(storeless.statusCode).toBe(422);
    expect(storeless.json().error.fields).toHaveProperty('store_id');
    const { storeOf } = as(token);
    const put = (payload: Row) => server().request(token, { method: 'PUT', url: `${CARTS}/${offlineId}`, payload });
    expect((await put({ store_id: await storeOf(null) })).statusCode).toBe(200);
    const stockless = await post(token, `${CARTS}/${offlineId}/place`, { idempotency_key: uniqueWord('store') });
    expect(stockless.statusCode).toBe(422);
    expect(stockless.json().error.fields.store_id).toBe('This store keeps no stock: name its warehouse on the store first');

    // An offline sale reserves its store's stock, whatever warehouse the request names.
    const storeId = await storeOf(warehouse.id);
    expect((await put({ store_id: storeId })).statusCode).toBe(200);
    const placed = await post(token, `${CARTS}/${offlineId}/place`, { idempotency_key: uniqueWord('store'), warehouse_id: 999_999, payment_method: 'cash' });
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({ channel: 'offline', store_id: storeId, warehouse_id: warehouse.id });
    expect(await reservedOf(server(), variant.id, warehouse.id)).toBe(2);
  });

  it('previews the GST of each line, and takes a credit note off the total up to its balance, never below zero', async () => {
    const token = await server().tokenFor('editor');
    const { warehouse, variant } = await stockedVariant(server(), token, 4);
    const buyer = await customer(token);
    const cartId = await cartFor(token, buyer.id, [{ code: variant.sku, quantity: 2 }]);
    const cart = (await server().request(token, { method: 'GET', url: `${CARTS}/${cartId}` })).json() as { lines: Row[]; totals: Row };
    const unitPrice = cart.lines[0]!.unit_price as number;
    const expected = orderTotals({ lines: [{ unitPrice, quantity: 2 }], policy: DEFAULT_TAX_POLICY, intraState: true });
    expect(cart.lines[0]).toMatchObject({ tax_rate: expected.lines[0]!.rate, tax: expected.lines[0]!.tax, net: expected.lines[0]!.net });
    expect(cart.totals).toMatchObject({ total: expected.total, tax: expected.tax, tax_inclusive: true });

    const unknown = await post(token, `${CARTS}/${cartId}/place`, { idempotency_key: uniqueWord('cn'), warehouse_id: warehouse.id, credit_note_number: 'CN-1999-000001' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.fields).toHaveProperty('credit_note_number');
    expect(await reservedOf(server(), variant.id, warehouse.id)).toBe(0);

    const note = await creditNoteOf(server(), token, 1_000);
    const placed = await post(token, `${CARTS}/${cartId}/place`, { idempotency_key: uniqueWord('cn'), warehouse_id: warehouse.id, credit_note_number: note.number });
    expect(placed.statusCode).toBe(201);
    const order = placed.json() as Row & { id: number };
    expect(order).toMatchObject({ total: expected.total, paid: 1_000, payment_status: 'partially_paid' });
    const spent = (await server().request(token, { method: 'GET', url: `${ORDER_API}/credit-notes/${note.id}` })).json() as Row;
    expect(spent).toMatchObject({ balance: 0, status: 'redeemed' });
    const rows = await server().database.db.select().from(history).where(and(eq(history.entity, 'credit-notes'), eq(history.entity_id, note.id), eq(history.action, 'redeem')));
    expect(rows).toHaveLength(1);

    const again = await cartFor(token, buyer.id, [{ code: variant.sku, quantity: 1 }]);
    const empty = await post(token, `${CARTS}/${again}/place`, { idempotency_key: uniqueWord('cn'), warehouse_id: warehouse.id, credit_note_number: note.number });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().error.fields).toHaveProperty('credit_note_number');
  });
});
