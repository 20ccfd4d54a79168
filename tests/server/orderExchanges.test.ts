import { asc, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { exchangeValues } from '@domain/orders/exchanges';
import { creditNotes, orderExchanges, orderLines, orderReturns, orders } from '../../server/db/schema';
import { checkStock } from '../../server/services/product/stock/check';
import { describeEachDatabase } from './harness';
import { ORDER_API, orderIn, payFor } from './orderApi';
import { receiveStock, shelfUnits, someVariants, warehouseWithShelves } from './stockApi';

type Row = Record<string, unknown>;
type Line = { id: number; quantity: number; net: number; returned_quantity: number };

describeEachDatabase('order exchanges', (server) => {
  const post = (token: string, url: string, payload: Row = {}) => server().request(token, { method: 'POST', url: `${ORDER_API}/${url}`, payload });
  const getJson = async <T,>(token: string, url: string) => (await server().request(token, { method: 'GET', url: `${ORDER_API}/${url}` })).json() as T;

  /**
   * A delivered order of 2 pieces of the first variant priced from the second's price, from a warehouse whose first
   * shelf holds 3 of the second variant.
   */
  const setUp = async (token: string, unitPrice: (price: number) => number) => {
    const { warehouse, shelves } = await warehouseWithShelves(server(), token, 2);
    const [returned, sent] = (await someVariants(server(), token, 2)) as { id: number; sku: string }[];
    const { price } = await (await server().request(token, { method: 'GET', url: `/svc/product/variants/${sent!.id}` })).json();
    await receiveStock(server(), token, warehouse.id, [{ variant_id: sent!.id, shelf_id: shelves[0]!.id, quantity: 3 }]);
    const order = await orderIn(server(), 'delivered', 'admin', [{ variant_id: returned!.id, sku: returned!.sku, title: 'Kurta', unit_price: unitPrice(price as number), quantity: 2 }]);
    await server().database.db.update(orders).set({ warehouse_id: warehouse.id }).where(eq(orders.id, order.id));
    const [line] = (await getJson<{ lines: Line[] }>(token, `orders/${order.id}`)).lines;
    const call = { line_id: line!.id, quantity: 1, new_variant_id: sent!.id, warehouse_id: warehouse.id, reason: 'Wrong size', restock_shelf_id: shelves[1]!.id };
    return { warehouse, shelves, returned: returned!, sent: sent!, price: price as number, order, line: line!, call };
  };

  it('credits the difference when the new variant is cheaper: stock back onto the shelf, the new one picked, a credit note', async () => {
    const token = await server().tokenFor('editor');
    const { warehouse, shelves, returned, sent, price, order, line, call } = await setUp(token, (price) => price * 2);
    const expected = exchangeValues({ quantity: line.quantity, net: line.net, returned: 0 }, 1, price);
    expect(expected.difference).toBeLessThan(0);

    // Nothing paid yet: no credit note for the difference.
    const unpaid = await post(token, `orders/${order.id}/exchanges`, call);
    expect(unpaid.statusCode).toBe(422);
    expect(unpaid.json().error.fields).toEqual({ new_variant_id: 'Only ₹0.00 was paid on this order and not yet refunded or credited: record the payment first' });
    await payFor(server(), token, order);
    const answer = await post(token, `orders/${order.id}/exchanges`, call);
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ ...expected, new_sku: sent.sku, payment_due: 0, credit_note: expect.stringMatching(/^CN\/\d{4}-\d{2}\/\d{6}$/) });
    const [note] = await getJson<Row[]>(token, `credit-notes?${new URLSearchParams({ filter: JSON.stringify({ q: answer.json().credit_note }) })}`);
    expect(note).toMatchObject({ amount: -expected.difference, balance: -expected.difference, order_id: order.id });
    expect(answer.json().credit_note_id).toBe(note!.id);
    expect(await shelfUnits(server(), token, warehouse.id, shelves[1]!.id, returned.id)).toBe(1);
    expect(await shelfUnits(server(), token, warehouse.id, shelves[0]!.id, sent.id)).toBe(2);
    const shown = await getJson<{ lines: Line[]; events: Row[] }>(token, `orders/${order.id}`);
    expect(shown.lines[0]).toMatchObject({ returned_quantity: 1 });
    expect(shown.events.at(-1)).toMatchObject({ kind: 'exchange', note: 'Wrong size', data: { new_sku: sent.sku, difference: expected.difference } });
    expect(await checkStock(server().database.db)).toEqual([]);

    const listed = await getJson<Row[]>(token, `exchange-orders?${new URLSearchParams({ filter: JSON.stringify({ q: order.number }) })}`);
    expect(listed).toEqual([expect.objectContaining({ order_number: order.number, customer_name: 'Asha Rao', returned_sku: returned.sku, new_sku: sent.sku, credit_note_number: answer.json().credit_note })]);
  });

  it('asks for the difference when the new variant is dearer, with no credit note', async () => {
    const token = await server().tokenFor('editor');
    const { order, line, price, call } = await setUp(token, () => 100);
    const expected = exchangeValues({ quantity: line.quantity, net: line.net, returned: 0 }, 1, price);
    expect(expected.difference).toBeGreaterThan(0);
    await payFor(server(), token, order);
    const answer = await post(token, `orders/${order.id}/exchanges`, { ...call, restock_shelf_id: null });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ difference: expected.difference, payment_due: expected.difference, credit_note: null, credit_note_id: null });
    // The difference is due on the order until it is paid.
    const status = async () => (await getJson<Row>(token, `orders/${order.id}`)).payment_status;
    expect(await status()).toBe('partially_paid');
    await payFor(server(), token, order, expected.difference, 'cash');
    expect(await status()).toBe('paid');
    expect(await checkStock(server().database.db)).toEqual([]);
  });

  it('refuses more than the remainder, the same variant, a missing one and stock the warehouse lacks, at their fields', async () => {
    const token = await server().tokenFor('editor');
    const { order, returned, call } = await setUp(token, (price) => price);
    const over = await post(token, `orders/${order.id}/exchanges`, { ...call, quantity: 3 });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.fields).toEqual({ quantity: 'Only 2 left to return on this line' });
    const same = await post(token, `orders/${order.id}/exchanges`, { ...call, new_variant_id: returned.id });
    expect(same.json().error.fields).toHaveProperty('new_variant_id');
    const missing = await post(token, `orders/${order.id}/exchanges`, { ...call, new_variant_id: 2_000_000_000 });
    expect(missing.json().error.fields).toEqual({ new_variant_id: 'This variant does not exist' });
    const blank = await post(token, `orders/${order.id}/exchanges`, { line_id: call.line_id });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().error.fields).sort()).toEqual(['new_variant_id', 'quantity', 'reason', 'warehouse_id']);

    expect((await post(token, `orders/${order.id}/exchanges`, { ...call, quantity: 2 })).statusCode).toBe(201);
    const { order: other, call: otherCall } = await setUp(token, (price) => price);
    const short = await post(token, `orders/${other.id}/exchanges`, { ...otherCall, quantity: 2, warehouse_id: call.warehouse_id });
    expect(short.statusCode).toBe(409);
    expect(short.json().error.fields).toHaveProperty('quantity');
    expect((await getJson<{ lines: Line[] }>(token, `orders/${other.id}`)).lines[0]).toMatchObject({ returned_quantity: 0 });
    expect(await checkStock(server().database.db)).toEqual([]);
  });

  it('finds returns and exchanges among the seeded orders, their credit notes numbered without gaps each year', async () => {
    const { db } = server().database;
    const [returns] = await db.select({ n: sql<number>`count(*)::int` }).from(orderReturns);
    const [exchanges] = await db.select({ n: sql<number>`count(*)::int`, credited: sql<number>`count(credit_note_id)::int`, due: sql<number>`count(*) filter (where difference > 0)::int` }).from(orderExchanges);
    expect(returns!.n).toBeGreaterThan(20);
    expect(exchanges!.n).toBeGreaterThan(10);
    expect(exchanges!.credited + exchanges!.due).toBeGreaterThan(0);
    const [seededLines] = await db.select({ n: sql<number>`count(*)::int` }).from(orderLines).where(sql`${orderLines.returned_quantity} > 0`);
    expect(seededLines!.n).toBeGreaterThanOrEqual(returns!.n + exchanges!.n);
    const notes = await db.select({ year: creditNotes.year, sequence: creditNotes.sequence }).from(creditNotes).orderBy(asc(creditNotes.year), asc(creditNotes.sequence));
    const years = [...new Set(notes.map((note) => note.year))];
    for (const year of years) {
      const sequences = notes.filter((note) => note.year === year).map((note) => note.sequence);
      expect(sequences, `credit notes of ${year}`).toEqual(sequences.map((_, index) => index + 1));
    }
  });
});
