import { asc, count, eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { categories, history, products, variants } from '../../server/db/schema';
import { limitedStaffToken, uniqueWord } from './catalogueApi';
import { describeEachDatabase } from './harness';
import { DISCOUNTS, promotionsAs } from './promotionsApi';
import { someVariants } from './stockApi';

type Row = Record<string, unknown>;
const PREVIEW = `${DISCOUNTS}/preview`;
interface Preview {
  hits: { total: number; estimated: boolean; variants: { variant_id: number; price: number; discounted_price: number | null }[] };
  cart: { sample: string; lines: { variant_id: number; discount: number; net: number }[]; subtotal: number; discount: number; total: number; applied: { id: number; amount: number; previewed: boolean }[]; skipped: string | null };
}

describeEachDatabase('discount preview', (server) => {
  const setup = async () => {
    const token = await server().tokenFor('editor');
    const preview = async (payload: Row, as = token) => {
      const answer = await server().request(as, { method: 'POST', url: PREVIEW, payload });
      return answer;
    };
    const previewed = async (payload: Row) => {
      const answer = await preview(payload);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json() as Preview;
    };
    return { token, preview, previewed, promo: promotionsAs(server(), token) };
  };
  /** The `offset`-th seeded variant, at a price of our own. */
  const pricedVariant = async (offset: number, price: number) => {
    const token = await server().tokenFor('editor');
    const variant = (await someVariants(server(), token, offset + 1))[offset]!;
    await server().database.db.update(variants).set({ price, mrp: price }).where(eq(variants.id, variant.id));
    return variant.id;
  };
  const historyRows = async () => (await server().database.db.select({ n: count() }).from(history))[0]!.n;

  it('takes a percentage off a category and its branches, per piece and on a sample cart', async () => {
    const { previewed } = await setup();
    const { db } = server().database;
    const [root] = await db.insert(categories).values({ name: uniqueWord('Root'), slug: uniqueWord('root') }).returning();
    const [branch] = await db.insert(categories).values({ name: uniqueWord('Branch'), slug: uniqueWord('branch'), parent_id: root!.id }).returning();
    const [first, second] = await db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(2).offset(20);
    await db.update(products).set({ category_id: root!.id }).where(eq(products.id, first!.id));
    await db.update(products).set({ category_id: branch!.id }).where(eq(products.id, second!.id));
    await db.update(variants).set({ price: 80_000 }).where(eq(variants.product_id, first!.id));
    await db.update(variants).set({ price: 19_999 }).where(eq(variants.product_id, second!.id));
    const inFirst = await db.select({ id: variants.id }).from(variants).where(eq(variants.product_id, first!.id)).orderBy(asc(variants.id));
    const inSecond = await db.select({ id: variants.id }).from(variants).where(eq(variants.product_id, second!.id)).orderBy(asc(variants.id));
    const outside = await pricedVariant(3, 5_000);
    expect((await db.select({ id: variants.id }).from(variants).where(inArray(variants.id, [outside]))).length).toBe(1);

    const form = { kind: 'percentage', value: 1250, scope: 'categories', scope_ids: [root!.id] };
    const answer = await previewed({ ...form, sample: [{ variant_id: inFirst[0]!.id, quantity: 2 }, { variant_id: inSecond[0]!.id, quantity: 1 }, { variant_id: outside, quantity: 1 }] });
    expect(answer.hits).toMatchObject({ total: inFirst.length + inSecond.length, estimated: false });
    // One piece: 800.00 less 12.5 % is 700.00; 199.99 less 25.00 (24.99875 rounded half up) is 174.99.
    expect(answer.hits.variants.map((hit) => [hit.price, hit.discounted_price])).toEqual([...inFirst.map(() => [80_000, 70_000]), ...inSecond.map(() => [19_999, 17_499])]);
    // 12.5 % of the scope's 1,799.99 is 225.00, shared 200.00 / 25.00 by largest remainder; the outside line pays in full.
    expect(answer.cart.lines.map((line) => line.discount)).toEqual([20_000, 2_500, 0]);
    expect(answer.cart).toMatchObject({ sample: 'given', subtotal: 184_999, discount: 22_500, total: 162_499, skipped: null });
    expect(answer.cart.applied).toEqual([expect.objectContaining({ amount: 22_500, previewed: true })]);
    // The branch alone holds the second product only.
    expect((await previewed({ ...form, scope_ids: [branch!.id] })).hits.total).toBe(inSecond.length);
  });

  it('shares a fixed amount out and takes buy 2 get 1 off the cheapest piece, on a default sample too', async () => {
    const { previewed } = await setup();
    const a = await pricedVariant(4, 10_000);
    const b = await pricedVariant(5, 30_000);
    const sample = [{ variant_id: a, quantity: 1 }, { variant_id: b, quantity: 1 }];
    const fixed = await previewed({ kind: 'fixed', value: 15_000, scope: 'variants', scope_ids: [a, b], sample });
    expect(fixed.hits.variants.map((hit) => hit.discounted_price)).toEqual([0, 15_000]);
    expect(fixed.cart.lines.map((line) => line.discount)).toEqual([3_750, 11_250]);
    expect(fixed.cart).toMatchObject({ subtotal: 40_000, discount: 15_000, total: 25_000 });

    const buyTwo = { kind: 'buy_x_get_y', value: 10_000, buy_quantity: 2, get_quantity: 1, scope: 'variants', scope_ids: [a, b] };
    const given = await previewed({ ...buyTwo, sample: [{ variant_id: a, quantity: 2 }, { variant_id: b, quantity: 1 }] });
    expect(given.hits.variants.map((hit) => hit.discounted_price)).toEqual([null, null]);
    expect(given.cart.lines.map((line) => line.discount)).toEqual([10_000, 0]);
    expect(given.cart).toMatchObject({ subtotal: 50_000, discount: 10_000, total: 40_000 });
    // Without a sample: the two variants hit, the first raised to the 3 pieces the offer needs.
    const byDefault = await previewed(buyTwo);
    expect(byDefault.cart).toMatchObject({ sample: 'default', subtotal: 50_000, discount: 10_000, total: 40_000 });
  });

  it('says when the minimum order value is not met', async () => {
    const { previewed } = await setup();
    const a = await pricedVariant(6, 10_000);
    const form = { kind: 'fixed', value: 5_000, min_order_value: 100_000, scope: 'variants', scope_ids: [a] };
    const short = await previewed({ ...form, sample: [{ variant_id: a, quantity: 9 }] });
    expect(short.cart).toMatchObject({ subtotal: 90_000, discount: 0, total: 90_000, skipped: 'below_minimum', applied: [] });
    const met = await previewed({ ...form, sample: [{ variant_id: a, quantity: 10 }] });
    expect(met.cart).toMatchObject({ subtotal: 100_000, discount: 5_000, total: 95_000, skipped: null });
  });

  it('prices beside another live discount by priority and combining, and in place of its own stored version', async () => {
    const { previewed, promo } = await setup();
    const c = await pricedVariant(7, 20_000);
    const live = await promo.discount({ kind: 'percentage', value: 1000, automatic: true, combines: true, priority: 1, scope: 'variants', scope_ids: [c] });
    const sample = [{ variant_id: c, quantity: 1 }];
    const form = { kind: 'fixed', value: 1_000, priority: 2, combines: true, scope: 'variants', scope_ids: [c], sample };
    // 10 % first (2,000), then 10.00 off what is left: 17,000.
    const both = await previewed(form);
    expect(both.cart.applied.map((one) => [one.id === live.id, one.amount, one.previewed])).toEqual([[true, 2_000, false], [false, 1_000, true]]);
    expect(both.cart.total).toBe(17_000);
    const alone = await previewed({ ...form, combines: false });
    expect(alone.cart).toMatchObject({ total: 18_000, skipped: 'does_not_combine' });
    // First in priority and standing alone, it keeps the live one out.
    const first = await previewed({ ...form, combines: false, priority: 0 });
    expect(first.cart.applied.map((one) => [one.amount, one.previewed])).toEqual([[1_000, true]]);
    expect(first.cart.total).toBe(19_000);
    // Editing the live one: its form's 50 % replaces the stored 10 %.
    const edited = await previewed({ id: live.id, kind: 'percentage', value: 5_000, automatic: true, combines: true, priority: 1, scope: 'variants', scope_ids: [c], sample });
    expect(edited.cart.applied.map((one) => [one.id, one.amount, one.previewed])).toEqual([[live.id, 10_000, true]]);
  });

  it('writes nothing and guards by the discounts module', async () => {
    const { preview } = await setup();
    const before = await historyRows();
    expect((await preview({ kind: 'percentage', value: 1000 })).statusCode).toBe(200);
    expect(await historyRows()).toBe(before);
    const outsider = await limitedStaffToken(server(), { orders: ['list'] });
    expect((await preview({ kind: 'percentage', value: 1000 }, outsider)).statusCode).toBe(403);
    const reader = await limitedStaffToken(server(), { discounts: ['list', 'show'] });
    expect((await preview({ kind: 'percentage', value: 1000 }, reader)).statusCode).toBe(200);
  });

  it('refuses bad form values at their fields', async () => {
    const { preview } = await setup();
    const fieldsOf = async (payload: Row) => {
      const answer = await preview(payload);
      expect(answer.statusCode, answer.body).toBe(400);
      const { error } = answer.json() as { error: { fields: Row; i18n: { fields: Record<string, { key: string }> } } };
      expect(Object.keys(error.i18n.fields).sort()).toEqual(Object.keys(error.fields).sort());
      return Object.keys(error.fields).sort();
    };
    expect(await fieldsOf({ kind: 'percentage', value: 12_000, scope: 'brands' })).toEqual(['scope_ids', 'value']);
    expect(await fieldsOf({ kind: 'buy_x_get_y', value: 10_000, get_quantity: 1 })).toEqual(['buy_quantity']);
    expect(await fieldsOf({ kind: 'nothing', value: -1 })).toEqual(['kind', 'value']);
    expect(await fieldsOf({ kind: 'fixed', value: 100, sample: [{ variant_id: 2_000_000_000, quantity: 1 }] })).toEqual(['sample.0.variant_id']);
    expect(await fieldsOf({ kind: 'fixed', value: 100, sample: [{ variant_id: 1, quantity: 0 }, { variant_id: 'x' }] })).toEqual(['sample.0.quantity', 'sample.1.quantity', 'sample.1.variant_id']);
  });
});
