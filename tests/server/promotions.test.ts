import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CODE_ALPHABET } from '@domain/promotions/codes';
import { couponUses, coupons, creditNotes, history, orderDiscounts, orderLines, orders, stealClaims, stealVariants } from '../../server/db/schema';
import { createLocalFileStore } from '../../server/files/store';
import { runJob } from '../../server/jobs/runner';
import { limitedStaffToken, uniqueWord } from './catalogueApi';
import { CARTS, checkoutAs } from './checkoutApi';
import { describeEachDatabase } from './harness';
import { ORDER_API, payFor } from './orderApi';
import { pdfPageTexts } from './pdfText';
import { COUPONS, DISCOUNTS, STEALS, pricedStock, promotionsAs } from './promotionsApi';

type Row = Record<string, unknown>;

describeEachDatabase('promotions', (server) => {
  const setup = async () => {
    const token = await server().tokenFor('editor');
    return { token, promo: promotionsAs(server(), token), shop: checkoutAs(server(), token) };
  };
  const placeOne = async (shop: ReturnType<typeof checkoutAs>, customerId: number, lines: { code: string; quantity: number }[], warehouseId: number, extra: Row = {}) => {
    const cartId = await shop.cartFor(customerId, lines, extra);
    return shop.place(cartId, { idempotency_key: uniqueWord('promo'), warehouse_id: warehouseId });
  };

  it('refuses bad discounts, coupons and steals at their fields', async () => {
    const { promo } = await setup();
    const fieldsOf = async (url: string, payload: Row) => {
      const answer = await promo.post(url, payload);
      expect(answer.statusCode).toBe(400);
      return Object.keys((answer.json() as { error: { fields: Row } }).error.fields).sort();
    };
    expect(await fieldsOf(DISCOUNTS, { title: '', kind: 'percentage', value: 12_000 })).toEqual(['title', 'value']);
    expect(await fieldsOf(DISCOUNTS, { title: 'B2G1', kind: 'buy_x_get_y', value: 10_000, get_quantity: 1 })).toEqual(['buy_quantity']);
    expect(await fieldsOf(DISCOUNTS, { title: 'Brands', kind: 'fixed', value: 500, scope: 'brands', eligibility: 'tags' })).toEqual(['customer_tags', 'scope_ids']);
    expect(await fieldsOf(DISCOUNTS, { title: 'Late', kind: 'fixed', value: 500, starts_at: '2026-12-02T00:00:00Z', ends_at: '2026-12-01T00:00:00Z' })).toEqual(['ends_at']);
    const discount = await promo.discount({ kind: 'fixed', value: 500 });
    expect(await fieldsOf(COUPONS, { code: 'a b', discount_id: discount.id, usage_limit: 0 })).toEqual(['code', 'usage_limit']);
    const coupon = await promo.coupon(discount.id, { code: uniqueWord('Mixed').toString() });
    const again = await promo.post(COUPONS, { code: String(coupon.code).toLowerCase(), discount_id: discount.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toHaveProperty('code');
    expect(await fieldsOf(STEALS, { title: 'Steal', starts_at: '2026-12-02T00:00:00Z', ends_at: '2026-12-01T00:00:00Z' })).toEqual(['ends_at']);
    const rows = await server().database.db.select().from(history).where(eq(history.entity_id, discount.id));
    expect(rows.some((row) => row.entity === 'discounts' && row.action === 'create')).toBe(true);
  });

  it('guards every route by its module', async () => {
    const outsider = await limitedStaffToken(server(), { orders: ['list'] });
    for (const url of [DISCOUNTS, COUPONS, STEALS]) expect((await server().request(outsider, { method: 'GET', url })).statusCode).toBe(403);
    const reader = await limitedStaffToken(server(), { discounts: ['list', 'show'] });
    expect((await server().request(reader, { method: 'GET', url: DISCOUNTS })).statusCode).toBe(200);
    expect((await server().request(reader, { method: 'POST', url: DISCOUNTS, payload: { title: 'x', kind: 'fixed', value: 1 } })).statusCode).toBe(403);
  });

  it('prices a cart under a percentage, a fixed amount and buy 2 get 1, stores the lines and shows them on the invoice', async () => {
    const { token, promo, shop } = await setup();
    const a = await pricedStock(server(), token, 10, 100_000);
    const b = await pricedStock(server(), token, 11, 33_333, 10, { warehouse: a.warehouse, shelves: a.shelves, rack: undefined as never });
    const buyer = await shop.customer();
    // 10 % of A (2 x 1,000.00): 20,000; then 500.00 off A and B's 180,000 + 99,999 left: 32,143 / 17,857.
    const tenPercent = await promo.discount({ automatic: true, combines: true, priority: 1, scope: 'variants', scope_ids: [a.variant.id] });
    const fixed = await promo.discount({ kind: 'fixed', value: 50_000, combines: true, priority: 2, scope: 'variants', scope_ids: [a.variant.id, b.variant.id] });
    const coupon = await promo.coupon(fixed.id);
    // Buy 2 get 1 on B, but it does not combine and comes last: refused beside the others.
    await promo.discount({ kind: 'buy_x_get_y', value: 10_000, buy_quantity: 2, get_quantity: 1, automatic: true, priority: 3, scope: 'variants', scope_ids: [b.variant.id] });
    const cartId = await shop.cartFor(buyer.id, [{ code: a.variant.sku, quantity: 2 }], { coupon_code: String(coupon.code).toLowerCase() });
    expect((await shop.post(`${CARTS}/${cartId}/lines`, { code: b.variant.sku, quantity: 3 })).statusCode).toBe(201);
    const cart = (await server().request(token, { method: 'GET', url: `${CARTS}/${cartId}` })).json() as { lines: Row[]; totals: Row; promotions: Row[] };
    expect(cart.lines.map((line) => line.discount)).toEqual([52_143, 17_857]);
    expect(cart.totals).toMatchObject({ subtotal: 299_999, discount: 70_000, total: 229_999 });
    expect(cart.promotions.map((one) => [one.id, one.amount])).toEqual([[tenPercent.id, 20_000], [fixed.id, 50_000]]);
    const placed = await shop.place(cartId, { idempotency_key: uniqueWord('mix'), warehouse_id: a.warehouse.id });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ subtotal: 299_999, discount: 70_000, total: 229_999 });
    expect((await server().database.db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0]!.used).toBe(1);
  });

  it('places an order with its discount lines and coupon use, and gives the use back on cancel', async () => {
    const { token, promo, shop } = await setup();
    const a = await pricedStock(server(), token, 12, 100_000);
    const buyer = await shop.customer();
    const fixed = await promo.discount({ kind: 'fixed', value: 12_345, scope: 'variants', scope_ids: [a.variant.id] });
    const coupon = await promo.coupon(fixed.id, { usage_limit: 5 });
    const placed = await placeOne(shop, buyer.id, [{ code: a.variant.sku, quantity: 3 }], a.warehouse.id, { coupon_code: coupon.code });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json() as { id: number; subtotal: number; discount: number; total: number; coupon_code: string };
    expect(order).toMatchObject({ subtotal: 300_000, discount: 12_345, total: 287_655, coupon_code: coupon.code });
    const { db } = server().database;
    expect(await db.select({ discount: orderLines.discount, net: orderLines.net }).from(orderLines).where(eq(orderLines.order_id, order.id))).toEqual([{ discount: 12_345, net: 287_655 }]);
    expect(await db.select({ source: orderDiscounts.source, coupon_code: orderDiscounts.coupon_code, amount: orderDiscounts.amount }).from(orderDiscounts).where(eq(orderDiscounts.order_id, order.id))).toEqual([
      { source: 'discount', coupon_code: coupon.code, amount: 12_345 },
    ]);
    const invoice = await server().request(token, { method: 'GET', url: `${ORDER_API}/orders/${order.id}/invoice` });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toContain('application/pdf');
    expect((await db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0]!.used).toBe(1);
    expect((await server().request(token, { method: 'POST', url: `${ORDER_API}/orders/${order.id}/cancel`, payload: {} })).statusCode).toBe(200);
    expect((await db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0]!.used).toBe(0);
    expect((await db.select().from(couponUses).where(eq(couponUses.order_id, order.id)))[0]!.released_at).not.toBeNull();
  });

  it('never counts a coupon past its limit under 50 concurrent checkouts', async () => {
    const { token, promo, shop } = await setup();
    const a = await pricedStock(server(), token, 13, 10_000, 60);
    const buyer = await shop.customer();
    const discount = await promo.discount({ kind: 'fixed', value: 1_000, scope: 'variants', scope_ids: [a.variant.id] });
    const coupon = await promo.coupon(discount.id, { usage_limit: 7 });
    const carts: number[] = [];
    for (let index = 0; index < 50; index++) carts.push(await shop.cartFor(buyer.id, [{ code: a.variant.sku, quantity: 1 }], { coupon_code: coupon.code }));
    const answers = await Promise.all(carts.map((cartId) => shop.place(cartId, { idempotency_key: uniqueWord('rush'), warehouse_id: a.warehouse.id })));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(7);
    expect(answers.filter((answer) => answer.statusCode === 409).every((answer) => answer.json().error.fields.coupon_code)).toBe(true);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(43);
    const { db } = server().database;
    expect((await db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0]!.used).toBe(7);
    expect(await db.select().from(couponUses).where(eq(couponUses.coupon_id, coupon.id))).toHaveLength(7);
  });

  it('holds a per-customer limit', async () => {
    const { token, promo, shop } = await setup();
    const a = await pricedStock(server(), token, 14, 10_000);
    const [first, second] = [await shop.customer(), await shop.customer()];
    const coupon = await promo.coupon((await promo.discount({ kind: 'fixed', value: 100, scope: 'variants', scope_ids: [a.variant.id] })).id, { per_customer_limit: 1 });
    expect((await placeOne(shop, first.id, [{ code: a.variant.sku, quantity: 1 }], a.warehouse.id, { coupon_code: coupon.code })).statusCode).toBe(201);
    const refused = await shop.post(CARTS, { customer_id: first.id, coupon_code: coupon.code });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.fields.coupon_code).toMatch(/as often as they may/);
    expect((await placeOne(shop, second.id, [{ code: a.variant.sku, quantity: 1 }], a.warehouse.id, { coupon_code: coupon.code })).statusCode).toBe(201);
  });

  it('sells a steal at its price up to its cap, never past it under 50 concurrent checkouts', async () => {
    const { token, promo, shop } = await setup();
    const a = await pricedStock(server(), token, 15, 50_000, 60);
    const buyer = await shop.customer();
    const steal = await promo.steal([{ variant_id: a.variant.id, price: 29_900, quantity_cap: 5 }]);
    // A discount on the variant too: the steal wins on its line.
    await promo.discount({ automatic: true, combines: true, scope: 'variants', scope_ids: [a.variant.id] });
    const cartId = await shop.cartFor(buyer.id, [{ code: a.variant.sku, quantity: 2 }]);
    const cart = (await server().request(token, { method: 'GET', url: `${CARTS}/${cartId}` })).json() as { lines: Row[]; totals: Row };
    expect(cart.lines[0]).toMatchObject({ discount: 40_200, steal_units: 2, net: 59_800 });
    expect((await shop.place(cartId, { idempotency_key: uniqueWord('steal'), warehouse_id: a.warehouse.id })).json()).toMatchObject({ total: 59_800 });
    const carts: number[] = [];
    for (let index = 0; index < 50; index++) carts.push(await shop.cartFor(buyer.id, [{ code: a.variant.sku, quantity: 1 }]));
    const answers = await Promise.all(carts.map((id) => shop.place(id, { idempotency_key: uniqueWord('grab'), warehouse_id: a.warehouse.id })));
    expect(answers.every((answer) => answer.statusCode === 201)).toBe(true);
    // Three pieces were left under the cap: three orders at the steal price, the rest at the list price less 10 %.
    const totals = answers.map((answer) => (answer.json() as { total: number }).total).sort((x, y) => x - y);
    expect(totals).toEqual([...Array(3).fill(29_900), ...Array(47).fill(45_000)]);
    const { db } = server().database;
    expect((await db.select().from(stealVariants).where(eq(stealVariants.steal_id, steal.id)))[0]!.sold).toBe(5);
    const listed = await server().request(token, { method: 'GET', url: `${STEALS}/${steal.id}` });
    expect(listed.json()).toMatchObject({ units_sold: 5, state: 'live' });
  });

  it('gives a cancelled order\'s steal pieces back to the cap, and its coupon use only when the coupon says so', async () => {
    const { token, promo, shop } = await setup();
    const a = await pricedStock(server(), token, 16, 50_000, 20);
    const b = await pricedStock(server(), token, 17, 40_000, 10, { warehouse: a.warehouse, shelves: a.shelves, rack: undefined as never });
    const buyer = await shop.customer();
    const steal = await promo.steal([{ variant_id: a.variant.id, price: 29_900, quantity_cap: 2 }]);
    const kept = await promo.coupon((await promo.discount({ kind: 'fixed', value: 100, scope: 'variants', scope_ids: [b.variant.id] })).id, { usage_limit: 1, release_on_cancel: false });
    // Two pieces at the steal's price (its cap); the other variant at its price less the coupon's ₹1.
    const placed = await placeOne(shop, buyer.id, [{ code: a.variant.sku, quantity: 2 }, { code: b.variant.sku, quantity: 1 }], a.warehouse.id, { coupon_code: kept.code });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ total: 2 * 29_900 + 40_000 - 100 });
    const { db } = server().database;
    const sold = async () => (await db.select().from(stealVariants).where(eq(stealVariants.steal_id, steal.id)))[0]!.sold;
    const used = async () => (await db.select().from(coupons).where(eq(coupons.id, kept.id)))[0]!.used;
    expect([await sold(), await used()]).toEqual([2, 1]);
    // The cap is reached: the next piece is at the list price.
    const cartAfter = await shop.cartFor(buyer.id, [{ code: a.variant.sku, quantity: 1 }]);
    expect((await server().request(token, { method: 'GET', url: `${CARTS}/${cartAfter}` })).json().lines[0]).toMatchObject({ steal_units: 0, net: 50_000 });

    const orderId = (placed.json() as { id: number }).id;
    expect((await server().request(token, { method: 'POST', url: `${ORDER_API}/orders/${orderId}/cancel`, payload: {} })).statusCode).toBe(200);
    // The two pieces are back under the cap; this coupon keeps its use (it says so).
    expect([await sold(), await used()]).toEqual([0, 1]);
    expect((await db.select().from(stealClaims).where(eq(stealClaims.order_id, orderId)))[0]).toMatchObject({ units: 2, released_at: expect.any(Date) });
    expect((await server().request(token, { method: 'GET', url: `${CARTS}/${cartAfter}` })).json().lines[0]).toMatchObject({ steal_units: 1, net: 29_900 });
    const again = await shop.place(cartAfter, { idempotency_key: uniqueWord('again'), warehouse_id: a.warehouse.id });
    expect(again.json()).toMatchObject({ total: 29_900 });
    expect(await sold()).toBe(1);
    // A second cancel is refused by the state machine: nothing is given back twice.
    expect((await server().request(token, { method: 'POST', url: `${ORDER_API}/orders/${orderId}/cancel`, payload: {} })).statusCode).toBe(409);
    expect(await sold()).toBe(1);
  });

  it('refunds a returned piece what the customer paid for it, its share of the discount off, and shows that on the credit note', async () => {
    const { token, promo, shop } = await setup();
    const a = await pricedStock(server(), token, 18, 100_000);
    const b = await pricedStock(server(), token, 19, 50_000, 10, { warehouse: a.warehouse, shelves: a.shelves, rack: undefined as never });
    const buyer = await shop.customer();
    const discount = await promo.discount({ kind: 'fixed', value: 30_000, scope: 'variants', scope_ids: [a.variant.id, b.variant.id] });
    const coupon = await promo.coupon(discount.id);
    const placed = await placeOne(shop, buyer.id, [{ code: a.variant.sku, quantity: 2 }, { code: b.variant.sku, quantity: 1 }], a.warehouse.id, { coupon_code: coupon.code });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json() as { id: number; total: number };
    // ₹300 off ₹2,000 + ₹500, by value: ₹240 off the two pieces of A, ₹60 off B.
    const { db } = server().database;
    const lines = await db.select().from(orderLines).where(eq(orderLines.order_id, order.id));
    const lineA = lines.find((line) => line.variant_id === a.variant.id)!;
    expect([lineA.discount, lineA.net]).toEqual([24_000, 176_000]);
    await db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, order.id));
    await payFor(server(), token, order);

    const returned = await server().request(token, {
      method: 'POST',
      url: `${ORDER_API}/orders/${order.id}/returns`,
      payload: { lines: [{ line_id: lineA.id, quantity: 1 }], reason: 'Too small', restock_shelf_id: null, refund_method: 'credit_note' },
    });
    expect(returned.statusCode, returned.body).toBe(201);
    // What the customer paid for one of the two pieces: ₹1,000 less its ₹120 share.
    expect(returned.json()).toMatchObject({ refund: 88_000 });
    const [note] = await db.select().from(creditNotes).where(eq(creditNotes.number, returned.json().credit_note));
    expect(note!.amount).toBe(88_000);
    const pdf = await server().request(token, { method: 'GET', url: `${ORDER_API}/credit-notes/${note!.id}/document` });
    expect(pdf.statusCode).toBe(200);
    const [texts] = await pdfPageTexts(pdf.rawPayload);
    const row = texts!.indexOf(`${a.variant.sku} ${lineA.title}`);
    expect(row, texts!.join(' | ')).toBeGreaterThan(-1);
    expect(texts!.slice(row + 1, row + 5)).toEqual(['1', '1,000.00', '-120.00', '880.00']);
    expect(texts).toContain(`Discount: ${discount.title} (${coupon.code})`);
    expect(texts!.join(' | ').replaceAll('\u00a0', ' ')).toContain('Subtotal | INR 1,000.00 | Discount | -INR 120.00 | Taxable value');
  });

  it('generates 1,000 unique codes without look-alikes as a job and downloads them as CSV', async () => {
    const { token, promo } = await setup();
    const discount = await promo.discount({ kind: 'fixed', value: 100 });
    const started = await promo.post(`${COUPONS}/generate`, { discount_id: discount.id, prefix: 'diwali-', count: 1000, usage_limit: 1 });
    expect(started.statusCode, started.body).toBe(202);
    const { batch, job } = started.json() as { batch: { id: number }; job: { id: number } };
    const files = createLocalFileStore(await mkdtemp(join(tmpdir(), 'bo-coupons-')));
    await runJob(server().database.db, job.id, { files, sliceMs: 60_000, stopping: () => false, overlap: false });
    const progress = await server().request(token, { method: 'GET', url: `${COUPONS}/batches/${batch.id}` });
    expect(progress.json()).toMatchObject({ count: 1000, generated: 1000, status: 'done' });
    const csv = await server().request(token, { method: 'GET', url: `${COUPONS}/batches/${batch.id}/codes.csv` });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.startsWith('\uFEFFcode,usage_limit,per_customer_limit\r\n')).toBe(true);
    const codes = csv.body.trim().split('\r\n').slice(1).map((line) => line.split(',')[0]!);
    expect(codes).toHaveLength(1000);
    expect(new Set(codes.map((code) => code.toLowerCase())).size).toBe(1000);
    const pattern = new RegExp(`^DIWALI-[${CODE_ALPHABET}]{8}$`);
    expect(codes.every((code) => pattern.test(code))).toBe(true);
  });
});
