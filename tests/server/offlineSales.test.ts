import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { stockLedger } from '../../server/db/schema';
import { checkStock } from '../../server/services/product/stock/check';
import { uniqueWord } from './catalogueApi';
import { checkoutAs, reservedOf, stockedVariant } from './checkoutApi';
import { describeEachDatabase } from './harness';
import { ORDER_API } from './orderApi';
import { shelfUnits } from './stockApi';

describeEachDatabase('in-store sales', (server) => {
  /** Units the order's ledger entries took off shelves. */
  const pickedFor = async (orderId: number) =>
    (
      await server()
        .database.db.select({ taken: sql<number>`coalesce(-sum(${stockLedger.delta}), 0)::int` })
        .from(stockLedger)
        .where(and(eq(stockLedger.document_type, 'orders'), eq(stockLedger.document_id, orderId), isNotNull(stockLedger.shelf_id), lt(stockLedger.delta, 0)))
    )[0]!.taken;

  /** An in-store sale of 2 units of a variant its store's warehouse holds 6 + 4 of. */
  const saleOfTwo = async (offset: number) => {
    const token = await server().tokenFor('editor');
    const { warehouse, shelves, variant } = await stockedVariant(server(), token, offset);
    const shop = checkoutAs(server(), token);
    const buyer = await shop.customer();
    const storeId = await shop.storeOf(warehouse.id);
    const cartId = await shop.cartFor(buyer.id, [{ code: variant.sku, quantity: 2 }], { channel: 'offline', store_id: storeId });
    const placed = await shop.place(cartId, { idempotency_key: uniqueWord('shop'), payment_method: 'upi' });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json() as { id: number };
    expect(await reservedOf(server(), variant.id, warehouse.id)).toBe(2);
    const shelfOf = (index: number) => shelfUnits(server(), token, warehouse.id, shelves[index]!.id, variant.id);
    const move = (action: string) => shop.post(`${ORDER_API}/orders/${order.id}/${action}`);
    return { warehouse, variant, order, shelfOf, move };
  };

  it('hands over a sale: its reserved units leave the shelf through the ledger and the reservation is released', async () => {
    const { warehouse, variant, order, shelfOf, move } = await saleOfTwo(5);
    const handed = await move('hand_over');
    expect(handed.statusCode, handed.body).toBe(200);
    expect(handed.json()).toMatchObject({ status: 'delivered' });
    expect(await reservedOf(server(), variant.id, warehouse.id)).toBe(0);
    // Fullest shelf first, as a pick takes them.
    expect([await shelfOf(0), await shelfOf(1)]).toEqual([4, 4]);
    expect(await pickedFor(order.id)).toBe(2);
    expect(await checkStock(server().database.db)).toEqual([]);
  });

  it('hands over a sale already picked without taking its units twice', async () => {
    const { warehouse, variant, order, shelfOf, move } = await saleOfTwo(6);
    expect((await move('confirm')).statusCode).toBe(200);
    expect((await move('pick')).statusCode).toBe(200);
    expect((await move('hand_over')).statusCode).toBe(200);
    expect(await reservedOf(server(), variant.id, warehouse.id)).toBe(0);
    expect([await shelfOf(0), await shelfOf(1)]).toEqual([4, 4]);
    expect(await pickedFor(order.id)).toBe(2);
    expect(await checkStock(server().database.db)).toEqual([]);
  });
});
