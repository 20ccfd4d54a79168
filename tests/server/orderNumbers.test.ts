import { desc } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { orderNumberCounters, orders } from '../../server/db/schema';
import { uniqueWord } from './catalogueApi';
import { checkoutAs, stockedVariant } from './checkoutApi';
import { describeEachDatabase } from './harness';

const numberOf = (answer: { json: () => unknown }) => Number((answer.json() as { number: string }).number.replace(/^SO-/, ''));

describeEachDatabase('order numbers', (server) => {
  it('gives the next number to the next order placed, whatever checkouts failed between them', async () => {
    const token = await server().tokenFor('editor');
    const { warehouse, variant } = await stockedVariant(server(), token, 8);
    const shop = checkoutAs(server(), token);
    const buyer = await shop.customer();
    const placeOf = async (quantity: number, extra: Record<string, unknown> = {}) =>
      shop.place(await shop.cartFor(buyer.id, quantity ? [{ code: variant.sku, quantity }] : []), { idempotency_key: uniqueWord('no'), warehouse_id: warehouse.id, ...extra });
    const first = await placeOf(1);
    expect(first.statusCode).toBe(201);
    expect((await placeOf(50)).statusCode).toBe(409);
    expect((await placeOf(1, { credit_note_number: 'CN-1999-000001' })).statusCode).toBe(422);
    expect((await placeOf(0)).statusCode).toBe(422);
    const next = await placeOf(1);
    expect(next.statusCode).toBe(201);
    expect(numberOf(next)).toBe(numberOf(first) + 1);
  });

  it('numbers concurrent checkouts one after another, the refused ones taking none', async () => {
    const token = await server().tokenFor('editor');
    const { warehouse, variant } = await stockedVariant(server(), token, 9);
    const shop = checkoutAs(server(), token);
    const buyer = await shop.customer();
    const carts: number[] = [];
    for (let index = 0; index < 20; index++) carts.push(await shop.cartFor(buyer.id, [{ code: variant.sku, quantity: 1 }]));
    const answers = await Promise.all(carts.map((cartId) => shop.place(cartId, { idempotency_key: uniqueWord('rush'), warehouse_id: warehouse.id })));
    const placed = answers.filter((answer) => answer.statusCode === 201).map(numberOf).sort((a, b) => a - b);
    expect(placed).toHaveLength(10);
    expect(placed).toEqual(placed.map((_, index) => placed[0]! + index));
  });

  it('continues after the highest number given when the counter has none yet (orders a sequence numbered)', async () => {
    const token = await server().tokenFor('editor');
    const { warehouse, variant } = await stockedVariant(server(), token, 10);
    const shop = checkoutAs(server(), token);
    const { db } = server().database;
    await db.delete(orderNumberCounters);
    const [latest] = await db.select({ number: orders.number }).from(orders).orderBy(desc(orders.number)).limit(1);
    const placed = await shop.place(await shop.cartFor((await shop.customer()).id, [{ code: variant.sku, quantity: 1 }]), { idempotency_key: uniqueWord('old'), warehouse_id: warehouse.id });
    expect(placed.statusCode).toBe(201);
    expect(numberOf(placed)).toBe(Number(latest!.number.slice(3)) + 1);
  });
});
