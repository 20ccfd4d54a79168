import { expect, it } from 'vitest';
import { LINES_PER_PAGE } from '../../server/services/order/orderPdf';
import { insertPricedOrder, type PricedOrderLine } from '../../server/services/order/pricedOrder';
import { limitedStaffToken } from './catalogueApi';
import { describeEachDatabase, type TestServer } from './harness';
import { ORDER_API, orderIn, sampleLines } from './orderApi';
import { pdfPageTexts } from './pdfText';

const manyLines = (count: number): PricedOrderLine[] =>
  Array.from({ length: count }, (_, index) => ({ variant_id: null, sku: `MANY-${index + 1}`, title: `Piece ${index + 1}`, unit_price: 99_900 + index, quantity: 1 }));

describeEachDatabase('order documents', (server) => {
  const get = (token: string | undefined, url: string, language = 'en') =>
    server().request(token, { method: 'GET', url: `${ORDER_API}${url}`, headers: { 'accept-language': language } });

  const orderWith = (s: TestServer, lines: PricedOrderLine[], customer = { id: null, name: 'Asha Rao', email: 'asha@example.com' }, intraState = true) =>
    s.database.db.transaction((tx) =>
      insertPricedOrder(tx, {
        channel: 'web',
        lines,
        customer,
        intra_state: intraState,
        shipping_address: { name: customer.name, line1: '12 MG Road', line2: '', city: 'Bengaluru', state: 'Karnataka', pincode: '560001', country: 'IN', mobile: '' },
      }, null),
    );

  it('answers the invoice as a one-page PDF with the order number, the GST split and the totals, in the language asked', async () => {
    const token = await server().tokenFor('editor');
    const order = await orderIn(server());
    const response = await get(token, `/orders/${order.id}/invoice`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="invoice-${order.number}.pdf"`);
    const pages = await pdfPageTexts(response.rawPayload);
    expect(pages).toHaveLength(1);
    const texts = pages[0]!;
    expect(texts).toEqual(expect.arrayContaining(['Tax invoice', `Order ${order.number}`, 'Asha Rao', 'CGST', 'SGST', 'Total']));
    expect(texts).not.toContain('IGST');
    const total = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', currencyDisplay: 'code' }).format(order.total / 100);
    expect(texts).toContain(total);

    const french = await pdfPageTexts((await get(token, `/orders/${order.id}/invoice`, 'fr-FR,fr;q=0.9')).rawPayload);
    expect(french[0]).toEqual(expect.arrayContaining(['Facture', `Commande ${order.number}`, 'Montant']));
  });

  it('shows IGST alone for an order shipped to another state', async () => {
    const token = await server().tokenFor('editor');
    const order = await orderWith(server(), sampleLines(), undefined, false);
    const [texts] = await pdfPageTexts((await get(token, `/orders/${order.id}/invoice`)).rawPayload);
    expect(texts).toContain('IGST');
    expect(texts).not.toContain('CGST');
  });

  it(`puts ${LINES_PER_PAGE} lines on a page, the order number on each, for the invoice and the packing slip`, async () => {
    const token = await server().tokenFor('editor');
    const order = await orderWith(server(), manyLines(2 * LINES_PER_PAGE + 5));
    for (const document of ['invoice', 'packing-slip']) {
      const response = await get(token, `/orders/${order.id}/${document}`);
      expect(response.statusCode).toBe(200);
      const pages = await pdfPageTexts(response.rawPayload);
      expect(pages).toHaveLength(3);
      pages.forEach((texts, index) => {
        expect(texts).toContain(`Order ${order.number}`);
        expect(texts).toContain(`Page ${index + 1} of 3`);
      });
      expect(pages[0]).toContain('MANY-1');
      expect(pages[1]).toContain(`MANY-${LINES_PER_PAGE + 1}`);
      expect(pages[2]).toContain(`MANY-${2 * LINES_PER_PAGE + 5}`);
    }
    const slip = await pdfPageTexts((await get(token, `/orders/${order.id}/packing-slip`, 'de')).rawPayload);
    expect(slip[0]).toContain('Lieferschein');
    expect(slip[2]).toContain(`${2 * LINES_PER_PAGE + 5} Stück`);
    expect(slip.flat().some((text) => text.includes('INR'))).toBe(false);
  });

  it('never fails on a name the standard fonts cannot show: letters lose their accents, the rest become "?"', async () => {
    const token = await server().tokenFor('editor');
    const name = 'राम Łukasz Zoë Ōtsuka 😀';
    const lines: PricedOrderLine[] = [{ variant_id: null, sku: 'ODD-₹-1', title: 'Sari “Kanjīvaram” 🧵\ttab', unit_price: 500_000, quantity: 1 }];
    const order = await orderWith(server(), lines, { id: null, name, email: 'odd@example.com' });
    for (const language of ['en', 'fr', 'de', 'pt']) {
      const response = await get(token, `/orders/${order.id}/invoice`, language);
      expect(response.statusCode).toBe(200);
      const texts = (await pdfPageTexts(response.rawPayload))[0]!;
      expect(texts).toEqual(expect.arrayContaining(['??? ?ukasz Zoë Otsuka ?', 'ODD-?-1']));
      expect(texts.some((text) => text.startsWith('Sari '))).toBe(true);
    }
  });

  it('refuses a staff member without the orders permission (403), an unknown order (404) and no session (401)', async () => {
    const order = await orderIn(server());
    const limited = await limitedStaffToken(server(), { customers: ['list', 'show'] });
    expect((await get(limited, `/orders/${order.id}/invoice`)).statusCode).toBe(403);
    expect((await get(limited, `/orders/${order.id}/packing-slip`)).statusCode).toBe(403);
    const token = await server().tokenFor('editor');
    expect((await get(token, '/orders/999999999/invoice')).statusCode).toBe(404);
    expect((await get(token, '/orders/abc/packing-slip')).statusCode).toBe(404);
    expect((await get(undefined, `/orders/${order.id}/invoice`)).statusCode).toBe(401);
  });
});
