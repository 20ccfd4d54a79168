import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { variants } from '../../server/db/schema';
import type { TestServer } from './harness';
import { uniqueWord } from './catalogueApi';
import { receiveStock, someVariants, warehouseWithShelves } from './stockApi';

/** Helpers for discounts, coupons and steals in server tests. */
type Row = Record<string, unknown>;
export const DISCOUNTS = '/svc/cart/discounts';
export const COUPONS = '/svc/cart/coupons';
export const STEALS = '/svc/product/steals';

export const promotionsAs = (server: TestServer, token: string) => {
  const post = (url: string, payload: Row = {}) => server.request(token, { method: 'POST', url, payload });
  const created = async (url: string, payload: Row) => {
    const answer = await post(url, payload);
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json() as Row & { id: number };
  };
  return {
    post,
    discount: (payload: Row) => created(DISCOUNTS, { title: uniqueWord('Deal '), kind: 'percentage', value: 1000, ...payload }),
    coupon: (discountId: number, payload: Row = {}) => created(COUPONS, { code: uniqueWord('CODE').toUpperCase(), discount_id: discountId, ...payload }),
    steal: async (lines: { variant_id: number; price: number; quantity_cap: number }[], payload: Row = {}) => {
      const steal = await created(STEALS, { title: uniqueWord('Steal '), starts_at: new Date(Date.now() - 3_600_000).toISOString(), ends_at: new Date(Date.now() + 3_600_000).toISOString(), ...payload });
      const put = await server.request(token, { method: 'PUT', url: `${STEALS}/${steal.id}/variants`, payload: { variants: lines } });
      expect(put.statusCode, put.body).toBe(200);
      return steal;
    },
  };
};

/** The `offset`-th seeded variant at a price of our own, with `units` on one shelf of a new warehouse. */
export const pricedStock = async (server: TestServer, token: string, offset: number, price: number, units = 10, into?: Awaited<ReturnType<typeof warehouseWithShelves>>) => {
  const { warehouse, shelves } = into ?? (await warehouseWithShelves(server, token, 1));
  const variant = (await someVariants(server, token, offset + 1))[offset]!;
  await server.database.db.update(variants).set({ price, mrp: price }).where(eq(variants.id, variant.id));
  await receiveStock(server, token, warehouse.id, [{ variant_id: variant.id, shelf_id: shelves[0]!.id, quantity: units }]);
  return { warehouse, shelves, variant: { ...variant, price } };
};
