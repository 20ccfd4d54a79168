import { and, eq, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { rupeesInWords } from '@domain/gst/words';
import { history, orderEvents, orderLines, orderNumberCounters, orders, products, stores, variants, warehouses } from '../../server/db/schema';
import { issueInvoice } from '../../server/services/order/invoiceNumbers';
import { insertPricedOrder, type PricedOrderInput } from '../../server/services/order/pricedOrder';
import { uniqueWord } from './catalogueApi';
import { checkoutAs, stockedVariant } from './checkoutApi';
import { createCustomerIn, newCustomer } from './customerApi';
import { describeEachDatabase, type TestServer } from './harness';
import { ORDER_API, payFor } from './orderApi';
import { pdfPageTexts } from './pdfText';

const KARNATAKA = { name: 'Asha Rao', line1: '12 MG Road', line2: '', city: 'Bengaluru', state: 'Karnataka', pincode: '560001', country: 'IN', mobile: '' };
const MAHARASHTRA = { ...KARNATAKA, line1: '4 Marine Drive', city: 'Mumbai', state: 'Maharashtra', pincode: '400002' };

const lines = (word = uniqueWord('g').toUpperCase()) => [
  { variant_id: null, sku: `TEE-${word}`, title: 'Cotton T-shirt', hsn_code: '6109', unit_price: 149_900, quantity: 2 },
  { variant_id: null, sku: `BLZ-${word}`, title: 'Wool blazer', hsn_code: '620331', unit_price: 1_299_900, quantity: 1 },
];

describeEachDatabase('GST invoices and credit notes', (server) => {
  const get = (token: string, url: string, language = 'en') => server().request(token, { method: 'GET', url: `${ORDER_API}${url}`, headers: { 'accept-language': language } });
  const seeded = async (code: string) => (await server().database.db.select().from(warehouses).where(eq(warehouses.code, code)))[0]!;
  const place = (s: TestServer, input: Partial<PricedOrderInput>) =>
    s.database.db.transaction((tx) =>
      insertPricedOrder(tx, { channel: 'admin', lines: lines(), customer: { id: null, name: 'Asha Rao', email: 'asha@example.com' }, shipping: 11_800, ...input }, null),
    );

  it('issues the invoice once, with the seller and buyer GSTINs, HSN codes, place of supply, GST on shipping and the amount in words', async () => {
    const token = await server().tokenFor('editor');
    const hub = await seeded('WH-BLR');
    expect(hub.gstin).toMatch(/^29[A-Z]{5}\d{4}[A-Z]1Z[0-9A-Z]$/);
    const order = await place(server(), { warehouse_id: hub.id, shipping_address: KARNATAKA, billing_address: KARNATAKA, intra_state: true, buyer_gstin: '27AAPFU0939F1ZV', payment_method: 'cod' });
    await payFor(server(), token, order, order.total, 'upi');
    expect(order.shipping_tax).toBe(1_800);

    const response = await get(token, `/orders/${order.id}/invoice`);
    expect(response.statusCode).toBe(200);
    const [issued] = await server().database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(issued!.invoice_number).toMatch(/^INV\/\d{4}-\d{2}\/\d{6}$/);
    const texts = (await pdfPageTexts(response.rawPayload))[0]!;
    expect(texts).toEqual(
      expect.arrayContaining([
        `Invoice ${issued!.invoice_number}`,
        `GSTIN: ${hub.gstin}`,
        'GSTIN: 27AAPFU0939F1ZV',
        'Place of supply: Karnataka (29)',
        'HSN/SAC',
        '6109',
        '620331',
        'Shipping charges',
        '996812',
        'Payment: UPI',
        `Amount in words: ${rupeesInWords(order.total)}`,
      ]),
    );
    expect(texts).toContain(`Order ${order.number}`);
    expect(texts.join(' ')).toContain('Rupees Sixteen Thousand One Hundred Fifteen Only');

    // Again: the same number, no second event or History row.
    const again = await pdfPageTexts((await get(token, `/orders/${order.id}/invoice`, 'de')).rawPayload);
    expect(again[0]).toContain(`Rechnung ${issued!.invoice_number}`);
    expect(again[0]).toContain('Ort der Leistung: Karnataka (29)');
    const events = await server().database.db.select().from(orderEvents).where(and(eq(orderEvents.order_id, order.id), eq(orderEvents.kind, 'invoice_issued')));
    expect(events.map((event) => event.data)).toEqual([{ number: issued!.invoice_number }]);
    const rows = await server().database.db.select().from(history).where(and(eq(history.entity, 'orders'), eq(history.entity_id, order.id), eq(history.action, 'invoice_issued')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.actor_id).not.toBeNull();
    expect(rows[0]!.changes).toMatchObject({ invoice_number: [null, issued!.invoice_number] });
  });

  it('charges IGST, shipping included, when the place of supply is another state, and takes a store sale’s place from the store', async () => {
    const token = await server().tokenFor('editor');
    const hub = await seeded('WH-BLR');
    const away = await place(server(), { warehouse_id: hub.id, shipping_address: MAHARASHTRA, intra_state: false });
    expect(away).toMatchObject({ cgst: 0, sgst: 0 });
    expect(away.igst).toBe(away.tax);
    const texts = (await pdfPageTexts((await get(token, `/orders/${away.id}/invoice`)).rawPayload))[0]!;
    expect(texts).toEqual(expect.arrayContaining(['IGST', 'Place of supply: Maharashtra (27)', 'GSTIN: unregistered']));
    expect(texts).not.toContain('CGST');

    const [store] = await server().database.db.select().from(stores).where(eq(stores.code, 'BLR-01'));
    const sale = await place(server(), { channel: 'offline', store_id: store!.id, warehouse_id: hub.id, shipping: 0, intra_state: true });
    const storeTexts = (await pdfPageTexts((await get(token, `/orders/${sale.id}/invoice`)).rawPayload))[0]!;
    expect(storeTexts).toEqual(expect.arrayContaining(['Place of supply: Karnataka (29)', `GSTIN: ${store!.gstin}`, store!.name, 'CGST', 'SGST']));
  });

  it('numbers invoices without gaps in each financial year, even issued at once, and starts again on 1 April in India', async () => {
    const { db } = server().database;
    const year = 2080 + Math.floor(Math.random() * 15);
    const march = new Date(`${year + 1}-03-31T18:29:59Z`);
    const april = new Date(`${year + 1}-03-31T18:30:00Z`);
    const placed = await Promise.all(Array.from({ length: 8 }, () => place(server(), { shipping: 0 })));
    const issued = await Promise.all(placed.map((order, index) => db.transaction((tx) => issueInvoice(tx, order.id, null, index < 6 ? march : april))));
    const label = (start: number) => `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
    const inMarch = issued.slice(0, 6).map((order) => order.invoice_number!).sort();
    expect(inMarch).toEqual([1, 2, 3, 4, 5, 6].map((n) => `INV/${label(year)}/00000${n}`));
    expect(issued.slice(6).map((order) => order.invoice_number!).sort()).toEqual([`INV/${label(year + 1)}/000001`, `INV/${label(year + 1)}/000002`]);

    // A rollback gives its number back.
    const next = await place(server(), { shipping: 0 });
    await expect(
      db.transaction(async (tx) => {
        await issueInvoice(tx, next.id, null, march);
        throw new Error('printer on fire');
      }),
    ).rejects.toThrow('printer on fire');
    const retried = await db.transaction((tx) => issueInvoice(tx, next.id, null, march));
    expect(retried.invoice_number).toBe(`INV/${label(year)}/000007`);
    expect(await db.select().from(orderNumberCounters).where(like(orderNumberCounters.series, `INV/${label(year)}`))).toEqual([{ series: `INV/${label(year)}`, last: 7 }]);
  });

  it('gives a credit note its number of the financial year and a tax document: against the invoice, GST in proportion, in words', async () => {
    const token = await server().tokenFor('editor');
    const hub = await seeded('WH-BLR');
    const order = await place(server(), { warehouse_id: hub.id, shipping_address: KARNATAKA, intra_state: true });
    await payFor(server(), token, order);
    await get(token, `/orders/${order.id}/invoice`);
    const [invoiced] = await server().database.db.select().from(orders).where(eq(orders.id, order.id));
    const created = await server().request(token, { method: 'POST', url: `${ORDER_API}/credit-notes`, payload: { amount: 118_000, reason: 'Stain on the collar', order_id: order.id } });
    expect(created.statusCode, created.body).toBe(201);
    const note = created.json() as { id: number; number: string };
    expect(note.number).toMatch(/^CN\/\d{4}-\d{2}\/\d{6}$/);

    const response = await get(token, `/credit-notes/${note.id}/document`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const texts = (await pdfPageTexts(response.rawPayload))[0]!;
    const tax = Math.round((118_000 * order.tax) / order.total);
    const inr = (paise: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', currencyDisplay: 'code' }).format(paise / 100);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Credit note',
        `Credit note ${note.number}`,
        `GSTIN: ${hub.gstin}`,
        'Place of supply: Karnataka (29)',
        `Credit against order ${order.number}`,
        'Reason: Stain on the collar',
        inr(tax),
        inr(118_000 - tax),
        'Amount in words: Rupees One Thousand One Hundred Eighty Only',
      ]),
    );
    expect(texts.some((text) => text.startsWith(`Against invoice ${invoiced!.invoice_number} of `))).toBe(true);
    expect((await get(token, '/credit-notes/999999999/document')).statusCode).toBe(404);
  });

  it('refuses a GSTIN with a wrong check character or shape, and an HSN code of 5 digits, at their fields', async () => {
    const token = await server().tokenFor('editor');
    const post = (url: string, payload: Record<string, unknown>) => server().request(token, { method: 'POST', url, payload, headers: { 'accept-language': 'en' } });
    const code = uniqueWord('GS').toUpperCase().replace(/[^A-Z0-9]/g, '');
    const fieldsOf = (response: { json: () => unknown }) => (response.json() as { error: { i18n: { fields: Record<string, { key: string }> } } }).error.i18n.fields;

    const badStore = await post('/svc/product/stores', { name: `Store ${code}`, code, gstin: '29AAGCB7383J1Z5' });
    expect(badStore.statusCode).toBe(400);
    expect(fieldsOf(badStore).gstin).toMatchObject({ key: 'server.gstin_check' });
    const badWarehouse = await post('/svc/product/warehouses', { name: `Hub ${code}`, code, gstin: '29AAGCB7383J' });
    expect(badWarehouse.statusCode).toBe(400);
    expect(fieldsOf(badWarehouse).gstin).toMatchObject({ key: 'server.gstin_format' });
    const badProduct = await post('/svc/product/products', { title: `Tee ${code}`, slug: code.toLowerCase(), hsn_code: '61091' });
    expect(badProduct.statusCode).toBe(400);
    expect(fieldsOf(badProduct).hsn_code).toMatchObject({ key: 'server.hsn_format' });

    const store = await post('/svc/product/stores', { name: `Store ${code}`, code, gstin: '29aagcb7383j1z4' });
    expect(store.statusCode, store.body).toBe(201);
    expect(store.json()).toMatchObject({ gstin: '29AAGCB7383J1Z4' });
  });

  it('places an order with the buyer GSTIN given at checkout, else the customer’s, and the product’s HSN code on its lines', async () => {
    const token = await server().tokenFor('editor');
    const { db } = server().database;
    const { warehouse, variant } = await stockedVariant(server(), token, 11);
    const [{ product_id }] = (await db.select({ product_id: variants.product_id }).from(variants).where(eq(variants.id, variant.id))) as [{ product_id: number }];
    await db.update(products).set({ hsn_code: '620442' }).where(eq(products.id, product_id));
    const shop = checkoutAs(server(), token);
    const buyer = await createCustomerIn(server(), token, newCustomer(uniqueWord('gst'), { company: 'Rao Textiles', gstin: '29aagcb7383j1z4' }));
    expect(buyer.gstin).toBe('29AAGCB7383J1Z4');
    const placeWith = async (extra: Record<string, unknown>) => {
      const placed = await shop.place(await shop.cartFor(buyer.id, [{ code: variant.sku, quantity: 1 }]), { idempotency_key: uniqueWord('gst'), warehouse_id: warehouse.id, ...extra });
      expect(placed.statusCode, placed.body).toBe(201);
      return (await db.select().from(orders).where(eq(orders.id, (placed.json() as { id: number }).id)))[0]!;
    };
    expect((await placeWith({})).buyer_gstin).toBe('29AAGCB7383J1Z4');
    const given = await placeWith({ buyer_gstin: '27AAPFU0939F1ZV' });
    expect(given.buyer_gstin).toBe('27AAPFU0939F1ZV');
    expect((await db.select({ hsn: orderLines.hsn_code }).from(orderLines).where(eq(orderLines.order_id, given.id)))).toEqual([{ hsn: '620442' }]);
    const refused = await shop.place(await shop.cartFor(buyer.id, [{ code: variant.sku, quantity: 1 }]), { idempotency_key: uniqueWord('gst'), warehouse_id: warehouse.id, buyer_gstin: '27AAPFU0939F1ZW' });
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as { error: { i18n: { fields: Record<string, unknown> } } }).error.i18n.fields.buyer_gstin).toEqual({ key: 'server.gstin_check' });
  });
});
