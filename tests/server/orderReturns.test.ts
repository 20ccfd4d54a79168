import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { orders } from '../../server/db/schema';
import { checkStock } from '../../server/services/product/stock/check';
import { describeEachDatabase } from './harness';
import { ORDER_API, orderIn, payFor } from './orderApi';
import { receiveStock, shelfUnits, someVariants, warehouseWithShelves } from './stockApi';

type Row = Record<string, unknown>;
type Line = { id: number; quantity: number; net: number };

describeEachDatabase('order returns', (server) => {
  const post = (token: string, url: string, payload: Row = {}) => server().request(token, { method: 'POST', url: `${ORDER_API}/${url}`, payload });
  const linesOf = async (token: string, id: number) =>
    ((await server().request(token, { method: 'GET', url: `${ORDER_API}/orders/${id}` })).json() as { lines: Line[] }).lines;

  it('takes back pieces onto a shelf for a credit note, never more than the remainder', async () => {
    const token = await server().tokenFor('editor');
    const { warehouse, shelves } = await warehouseWithShelves(server(), token, 1);
    const [variant] = await someVariants(server(), token, 1);
    await receiveStock(server(), token, warehouse.id, [{ variant_id: variant!.id, shelf_id: shelves[0]!.id, quantity: 1 }]);
    const order = await orderIn(server(), 'delivered', 'admin', [{ variant_id: variant!.id, sku: variant!.sku, title: 'Kurta', unit_price: 99_900, quantity: 3 }]);
    await server().database.db.update(orders).set({ warehouse_id: warehouse.id }).where(eq(orders.id, order.id));
    await payFor(server(), token, order);
    const [line] = await linesOf(token, order.id);

    const returned = await post(token, `orders/${order.id}/returns`, { lines: [{ line_id: line!.id, quantity: 1 }], reason: 'Too small', restock_shelf_id: shelves[0]!.id, refund_method: 'credit_note' });
    expect(returned.statusCode).toBe(201);
    const refund = Math.floor(line!.net / 3);
    expect(returned.json()).toMatchObject({ refund, credit_note: expect.stringMatching(/^CN\/\d{4}-\d{2}\/\d{6}$/) });
    expect(await shelfUnits(server(), token, warehouse.id, shelves[0]!.id, variant!.id)).toBe(2);

    const over = await post(token, `orders/${order.id}/returns`, { lines: [{ line_id: line!.id, quantity: 3 }], reason: 'All', restock_shelf_id: null, refund_method: 'credit_note' });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.message).toBe('Only 2 left to return on this line');
    expect(over.json().error.fields).toHaveProperty(['lines.0.quantity']);

    const rest = await post(token, `orders/${order.id}/returns`, { lines: [{ line_id: line!.id, quantity: 2 }], reason: 'Damaged', restock_shelf_id: null, refund_method: 'credit_note' });
    expect(rest.json().refund).toBe(line!.net - refund);
    expect((await linesOf(token, order.id))[0]).toMatchObject({ returned_quantity: 3 });
    expect(await shelfUnits(server(), token, warehouse.id, shelves[0]!.id, variant!.id)).toBe(2);
    expect(await checkStock(server().database.db)).toEqual([]);
  });

  it('refunds to the payment only what was paid, and refuses orders still in the warehouse', async () => {
    const token = await server().tokenFor('editor');
    const placed = await orderIn(server(), 'packed');
    const [packedLine] = await linesOf(token, placed.id);
    const early = await post(token, `orders/${placed.id}/returns`, { lines: [{ line_id: packedLine!.id, quantity: 1 }], reason: 'Changed mind', restock_shelf_id: null, refund_method: 'credit_note' });
    expect(early.statusCode).toBe(422);

    const order = await orderIn(server(), 'shipped');
    const [line] = await linesOf(token, order.id);
    const call = { lines: [{ line_id: line!.id, quantity: 1 }], reason: 'Late', restock_shelf_id: null, refund_method: 'original_payment' };
    const unpaid = await post(token, `orders/${order.id}/returns`, call);
    expect(unpaid.statusCode).toBe(422);
    expect(unpaid.json().error.fields).toEqual({ refund_method: 'Only ₹0.00 was paid on this order and not yet refunded or credited: record the payment first' });
    await payFor(server(), token, order, order.total, 'card');
    const refunded = await post(token, `orders/${order.id}/returns`, call);
    expect(refunded.statusCode).toBe(201);
    const shown = (await server().request(token, { method: 'GET', url: `${ORDER_API}/orders/${order.id}` })).json() as Row & { events: Row[]; payments: Row[] };
    expect(shown).toMatchObject({ payment_status: 'partially_refunded', refunded: refunded.json().refund });
    expect(shown.events.at(-1)).toMatchObject({ kind: 'return', note: 'Late' });
    expect(shown.payments).toEqual([
      expect.objectContaining({ kind: 'payment', method: 'card', refunded: refunded.json().refund }),
      expect.objectContaining({ kind: 'refund', method: 'card', amount: refunded.json().refund, reason: 'Late' }),
    ]);
    const unknown = await post(token, `orders/${order.id}/returns`, { ...call, lines: [{ line_id: 999999999, quantity: 1 }] });
    expect(unknown.statusCode).toBe(400);
  });

  it('lists returns with their order, customer, lines and credit note, searchable by order number', async () => {
    const token = await server().tokenFor('editor');
    const order = await orderIn(server(), 'delivered');
    await payFor(server(), token, order);
    const [line] = await linesOf(token, order.id);
    const made = (await post(token, `orders/${order.id}/returns`, { lines: [{ line_id: line!.id, quantity: 1 }], reason: 'Too tight', restock_shelf_id: null, refund_method: 'credit_note' })).json();
    const params = new URLSearchParams({ filter: JSON.stringify({ q: order.number }) });
    const listed = (await server().request(token, { method: 'GET', url: `${ORDER_API}/return-orders?${params}` })).json() as Row[];
    expect(listed).toEqual([
      expect.objectContaining({
        id: made.id,
        order_number: order.number,
        customer_name: 'Asha Rao',
        refund_method: 'credit_note',
        refund: made.refund,
        credit_note_number: made.credit_note,
        returned_lines: [expect.objectContaining({ line_id: line!.id, sku: expect.stringMatching(/^KUR-/), quantity: 1, refund: made.refund })],
      }),
    ]);
    const note = (await server().request(token, { method: 'GET', url: `${ORDER_API}/credit-notes?${new URLSearchParams({ filter: JSON.stringify({ q: made.credit_note }) })}` })).json() as Row[];
    expect(note[0]).toMatchObject({ order_number: order.number, amount: made.refund });
    expect(made.credit_note_id).toBe(note[0]!.id);
  });
});
