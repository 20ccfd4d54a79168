import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LabelRow, VariantTimeline } from '@domain/labels';
import { products, variants } from '../../server/db/schema';
import { labelRowBatches } from '../../server/services/product/catalogue/labels';
import { describeEachDatabase } from './harness';
import { PRODUCT_API, createIn, limitedStaffToken, uniqueWord } from './catalogueApi';
import { adjust, move, release, reserve } from '../../server/services/product/stock/movements';
import { ORDER_API, orderIn } from './orderApi';
import { outboundDraft, receiveStock, someVariants, warehouseWithShelves } from './stockApi';

const MANY = 10_000;

describeEachDatabase('labels and variant tracking', (server) => {
  let admin: string;
  let word: string;
  let productId: number;
  let bigProductId: number;
  let ids: number[];

  const get = (url: string, token = admin) => server().request(token, { method: 'GET', url: `${PRODUCT_API}/${url}` });
  const post = (url: string, payload: Record<string, unknown> = {}) => server().request(admin, { method: 'POST', url: `${PRODUCT_API}/${url}`, payload });
  const lines = (body: string) => body.split('\n').filter(Boolean).map((line) => JSON.parse(line) as LabelRow);

  beforeAll(async () => {
    admin = await server().tokenFor('admin');
    word = uniqueWord('label').toUpperCase();
    const product = await createIn(server(), admin, 'products', { title: `${word} Chanderi Kurta`, slug: word.toLowerCase(), status: 'active' });
    productId = product.id;
    ids = [];
    for (const [n, size] of ['S', 'M', 'L'].entries())
      ids.push((await createIn(server(), admin, 'variants', { product_id: productId, sku: `${word}-${n}`, barcode: `890${n}${word.slice(-6)}`, size, mrp: 250_000, price: 199_900 })).id);
    // 10,000 variants of one product, written straight to the table (the labels only read them).
    const { db } = server().database;
    const [big] = await db.insert(products).values({ title: `${word} Tote`, slug: `${word.toLowerCase()}-tote`, status: 'active' }).returning();
    bigProductId = big!.id;
    for (let start = 0; start < MANY; start += 1000)
      await db.insert(variants).values(
        Array.from({ length: 1000 }, (_, i) => ({ product_id: bigProductId, sku: `${word}-T${start + i}`, size: 'Free size', mrp: 99_900, price: 89_900 })),
      );
  }, 120_000);

  it('streams the labels of a selection as JSON lines: sku, barcode, title, size, price in paise, currency, tracking URL', async () => {
    const response = await get(`variants/labels?ids=${JSON.stringify(ids.slice(0, 2))}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/x-ndjson/);
    expect(lines(response.body)).toEqual([
      { id: ids[0], sku: `${word}-0`, barcode: `8900${word.slice(-6)}`, title: `${word} Chanderi Kurta`, size: 'S', colour: '', price: 199_900, currency: 'INR', tracking_url: `http://localhost/apps/variant-tracking/${word}-0` },
      expect.objectContaining({ id: ids[1], sku: `${word}-1`, size: 'M' }),
    ]);
  });

  it('streams the labels of a 10,000-variant filtered list in batches, each query reading one batch', async () => {
    const response = await get(`variants/labels?filter=${encodeURIComponent(JSON.stringify({ product_id: bigProductId }))}`);
    expect(response.statusCode).toBe(200);
    const rows = lines(response.body);
    expect(rows).toHaveLength(MANY);
    expect(new Set(rows.map((row) => row.sku)).size).toBe(MANY);
    expect(rows.every((row) => row.title === `${word} Tote` && row.price === 89_900)).toBe(true);

    // With a batch of 700, the 10,000 rows take 15 queries, and no batch holds more than 700 rows.
    let queries = 0;
    const sizes: number[] = [];
    for await (const batch of labelRowBatches(server().database.db, eq(variants.product_id, bigProductId), 700, () => queries++)) sizes.push(batch.length);
    expect(queries).toBe(Math.ceil(MANY / 700));
    expect(Math.max(...sizes)).toBe(700);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(MANY);
  }, 60_000);

  it('announces the exact number of labels and records the run in each variant’s History, with its format and count', async () => {
    const before = await get(`variants/${ids[2]}/timeline`);
    const response = await get(`variants/labels?ids=${JSON.stringify(ids.slice(0, 2))}&format=pdf-a4-3x8`);
    expect(response.headers['x-label-count']).toBe('2');
    expect(lines(response.body)).toHaveLength(2);
    for (const id of ids.slice(0, 2)) {
      const { events } = (await get(`variants/${id}/timeline`)).json() as VariantTimeline;
      expect(events.at(-1)).toMatchObject({ source: 'history', action: 'labels', actor_name: expect.any(String), changes: { format: [null, 'pdf-a4-3x8'], labels: [null, 2] } });
    }
    expect((await get(`variants/${ids[2]}/timeline`)).json()).toEqual(before.json());

    const whole = await get(`variants/labels?filter=${encodeURIComponent(JSON.stringify({ product_id: bigProductId }))}&format=zpl-203`);
    expect(whole.headers['x-label-count']).toBe(String(MANY));
    expect((await get(`variants/labels?ids=[${ids[0]}]&format=bmp`)).statusCode).toBe(400);
  }, 60_000);

  it('uses the variants list filters, and refuses bad input and staff without export', async () => {
    const filtered = await get(`variants/labels?filter=${encodeURIComponent(JSON.stringify({ product_id: productId, q: `${word}-2` }))}`);
    expect(lines(filtered.body).map((row) => row.sku)).toEqual([`${word}-2`]);
    expect((await get('variants/labels?ids=[]')).statusCode).toBe(400);
    expect((await get('variants/labels?ids=oops')).statusCode).toBe(400);
    expect((await get(`variants/labels?filter=${encodeURIComponent('{"colourful":1}')}`)).statusCode).toBe(400);
    const viewer = await limitedStaffToken(server(), { variants: ['list', 'show'] });
    expect((await get(`variants/labels?ids=[${ids[0]}]`, viewer)).statusCode).toBe(403);
    expect((await get(`variants/${ids[0]}/timeline`, viewer)).statusCode).toBe(200);
  });

  it('gives a variant its timeline from History, oldest first, with who: created, edited, submitted, decided', async () => {
    const editor = await server().tokenFor('editor');
    const edit = await server().request(editor, { method: 'PUT', url: `${PRODUCT_API}/variants/${ids[2]}`, payload: { size: 'XL' } });
    expect(edit.statusCode).toBe(200);
    expect((await post('variants/submit', { ids: [ids[2]] })).statusCode).toBe(200);
    expect((await post(`in-review-variants/${ids[2]}/reject`, { reason: 'Hem is frayed' })).statusCode).toBe(200);

    const byBarcode = await get(`variants/timeline?code=8902${word.slice(-6)}`);
    expect(byBarcode.statusCode).toBe(200);
    const timeline = byBarcode.json() as VariantTimeline;
    expect(timeline.variant).toMatchObject({ id: ids[2], sku: `${word}-2`, size: 'XL', status: 'rejected', title: `${word} Chanderi Kurta` });
    // The labels the filter test above made for it are a step of its timeline too.
    expect(timeline.events.map((event) => [event.action, event.actor_name])).toEqual([
      ['create', 'Asha Menon'],
      ['labels', 'Asha Menon'],
      ['update', expect.stringMatching(/\S/)],
      ['submit', 'Asha Menon'],
      ['reject', 'Asha Menon'],
    ]);
    expect(timeline.events[2]!.actor_name).not.toBe('Asha Menon');
    const [, labelled, edited, , rejected] = timeline.events;
    expect(labelled?.source === 'history' && labelled.changes).toEqual({ format: [null, 'json'], labels: [null, 1] });
    expect(edited?.source === 'history' && edited.changes).toEqual({ size: ['L', 'XL'] });
    expect(rejected?.source === 'history' && rejected.changes).toEqual({ status: ['in_review', 'rejected'] });
    const ats = timeline.events.map((event) => event.at);
    expect([...ats].sort()).toEqual(ats);

    // The same timeline by SKU (small letters too) and by id; an unknown code is a 404.
    expect((await get(`variants/timeline?code=${word.toLowerCase()}-2`)).json()).toEqual(timeline);
    expect((await get(`variants/${ids[2]}/timeline`)).json()).toEqual(timeline);
    expect((await get(`variants/timeline?code=${ids[2]}`)).json()).toEqual(timeline);
    expect((await get('variants/timeline?code=NO-SUCH-CODE-1')).statusCode).toBe(404);
    expect((await get('variants/timeline?code=')).statusCode).toBe(400);
  });

  it('adds the stock ledger (receive, pick, move, adjust, reserve, release) and the events of orders holding the variant, with who', async () => {
    const { warehouse, shelves } = await warehouseWithShelves(server(), admin, 2);
    const [a, b] = shelves as [{ id: number; code: string }, { id: number; code: string }];
    const variantId = ids[0]!;
    await receiveStock(server(), admin, warehouse.id, [{ variant_id: variantId, shelf_id: a.id, quantity: 5 }]);
    const outbound = await outboundDraft(server(), admin, warehouse.id, [{ variant_id: variantId, shelf_id: a.id, quantity: 2 }], { reason: 'damage' });
    expect((await post(`outbound-documents/${outbound.id}/pick`)).statusCode).toBe(200);
    // Moves, counts and reservations straight through the stock functions, as their documents post them.
    const { db } = server().database;
    const source = { actor: null, documentType: 'outbound-documents', documentId: outbound.id as number, line: 9 };
    await db.transaction(async (tx) => {
      await move(tx, source, { variantId, shelfId: a.id, toShelfId: b.id, warehouseId: warehouse.id, quantity: 1 });
      await adjust(tx, { ...source, documentType: 'counts' }, { variantId, shelfId: b.id, warehouseId: warehouse.id, delta: -1 });
      await reserve(tx, { ...source, documentType: 'orders' }, { variantId, warehouseId: warehouse.id, quantity: 1 });
      await release(tx, { ...source, documentType: 'orders' }, { variantId, warehouseId: warehouse.id, quantity: 1 });
    });
    const order = await orderIn(server(), 'placed', 'admin', [{ variant_id: variantId, sku: `${word}-0`, title: 'Kurta', unit_price: 199_900, quantity: 1 }]);
    expect((await server().request(admin, { method: 'POST', url: `${ORDER_API}/orders/${order.id}/confirm`, payload: {} })).statusCode).toBe(200);

    const timeline = (await get(`variants/${variantId}/timeline`)).json() as VariantTimeline;
    const stock = timeline.events.filter((event) => event.source === 'stock');
    expect(stock.map((event) => [event.action, event.quantity, event.shelf, event.to_shelf, event.actor_name])).toEqual([
      ['receive', 5, 'A-01', null, 'Asha Menon'],
      ['pick', 2, 'A-01', null, 'Asha Menon'],
      ['move', 1, 'A-01', 'A-02', null],
      ['adjust', -1, 'A-02', null, null],
      ['reserve', 1, null, null, null],
      ['release', 1, null, null, null],
    ]);
    expect(stock.every((event) => event.warehouse === warehouse.code)).toBe(true);
    const orderEvents = timeline.events.filter((event) => event.source === 'order');
    expect(orderEvents.map((event) => [event.action, event.order_number, event.to_status, event.actor_name])).toEqual([
      ['placed', order.number, 'placed', null],
      ['confirm', order.number, 'confirmed', 'Asha Menon'],
    ]);
    const ats = timeline.events.map((event) => event.at);
    expect([...ats].sort()).toEqual(ats);
    // Another variant's timeline holds none of them.
    expect((await get(`variants/${ids[1]}/timeline`)).json().events.filter((event: { source: string }) => event.source !== 'history')).toEqual([]);
  });

  it('starts a seeded variant’s timeline with its creation by the system', async () => {
    const [seeded] = await someVariants(server(), admin, 1);
    const timeline = (await get(`variants/${seeded!.id}/timeline`)).json() as VariantTimeline;
    expect(timeline.events[0]).toMatchObject({ source: 'history', action: 'create', actor_id: null, actor_name: null });
    expect(timeline.events[0]?.source === 'history' && timeline.events[0].changes.sku).toEqual([null, seeded!.sku]);
  });
});
