import { expect, it } from 'vitest';
import { uniqueWord } from './catalogueApi';
import { CARTS, checkoutAs, reservedOf, stockedVariant } from './checkoutApi';
import { describeEachDatabase } from './harness';

describeEachDatabase('checkout keys', (server) => {
  it('refuses a key replayed with another cart or by another staff member with 409, placing nothing', async () => {
    const editor = await server().tokenFor('editor');
    const { warehouse, variant } = await stockedVariant(server(), editor, 7);
    const shop = checkoutAs(server(), editor);
    const [first, second] = [await shop.customer(), await shop.customer()];
    const cartA = await shop.cartFor(first.id, [{ code: variant.sku, quantity: 1 }]);
    const cartB = await shop.cartFor(second.id, [{ code: variant.sku, quantity: 2 }]);
    const key = uniqueWord('key');
    const placed = await shop.place(cartA, { idempotency_key: key, warehouse_id: warehouse.id });
    expect(placed.statusCode).toBe(201);

    const otherCart = await shop.place(cartB, { idempotency_key: key, warehouse_id: warehouse.id });
    expect(otherCart.statusCode).toBe(409);
    expect(otherCart.json().error.fields).toEqual({ idempotency_key: 'This checkout key was already used for another cart or by another staff member' });
    const cart = (await server().request(editor, { method: 'GET', url: `${CARTS}/${cartB}` })).json() as { status: string; order_id: number | null };
    expect(cart).toMatchObject({ status: 'open', order_id: null });
    expect(await reservedOf(server(), variant.id, warehouse.id)).toBe(1);

    const byAdmin = await checkoutAs(server(), await server().tokenFor('admin')).place(cartA, { idempotency_key: key, warehouse_id: warehouse.id });
    expect(byAdmin.statusCode).toBe(409);
    const replayed = await shop.place(cartA, { idempotency_key: key, warehouse_id: warehouse.id });
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json().id).toBe(placed.json().id);
    expect((await shop.place(cartB, { idempotency_key: uniqueWord('key'), warehouse_id: warehouse.id })).statusCode).toBe(201);
    expect(await reservedOf(server(), variant.id, warehouse.id)).toBe(3);
  });
});
