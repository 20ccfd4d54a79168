import Papa from 'papaparse';
import { expect, it } from 'vitest';
import { ORDER_AMOUNTS, ORDER_REPORT_COLUMNS, type OrderReport } from '@domain/orders/report';
import type { OrderChannel, OrderStatus } from '@domain/orders/states';
import { eq, inArray, sql } from 'drizzle-orm';
import { orders, stores } from '../../server/db/schema';
import { insertPricedOrder } from '../../server/services/order/pricedOrder';
import { reportRowBatches } from '../../server/services/order/orderReportRows';
import { limitedStaffToken } from './catalogueApi';
import { describeEachDatabase } from './harness';
import { ORDER_API, sampleLines } from './orderApi';

/** Orders far from the seeded year, so the report sees only these. Times are UTC; days are India's (UTC+5:30). */
const PLACED: { at: string; channel: OrderChannel; status?: OrderStatus; store?: true; name?: string }[] = [
  { at: '2031-01-01T05:00:00Z', channel: 'web' },
  { at: '2031-01-01T05:00:00Z', channel: 'web', name: '=HYPERLINK("http://evil.example")' },
  { at: '2031-01-01T10:00:00Z', channel: 'offline', store: true },
  // 01:30 on 2 January in India.
  { at: '2031-01-01T20:00:00Z', channel: 'admin' },
  { at: '2031-01-02T08:00:00Z', channel: 'mobile', status: 'cancelled' },
  { at: '2031-01-05T08:00:00Z', channel: 'web' },
];

/** A UTC moment as India's clock reads it (UTC+5:30), as the CSV writes it. */
const indiaTime = (at: string) => new Date(Date.parse(at) + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ');

describeEachDatabase('order history report', (server) => {
  const placed: { id: number; number: string; total: number; channel: string }[] = [];
  let storeId = 0;
  const get = (token: string, path: string, query: Record<string, string | number>) =>
    server().request(token, { method: 'GET', url: `${ORDER_API}/orders/${path}?${new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]))}` });

  it('totals the orders of a date range by day (India time) and channel, by channel and overall', async () => {
    const { db } = server().database;
    storeId = (await db.select({ id: stores.id }).from(stores).limit(1))[0]!.id;
    for (const order of PLACED) {
      const row = await db.transaction((tx) =>
        insertPricedOrder(tx, {
          channel: order.channel,
          lines: sampleLines(),
          customer: { id: null, name: order.name ?? 'Asha Rao', email: 'asha@example.com' },
          store_id: order.store ? storeId : null,
          status: order.status,
          placed_at: new Date(order.at),
        }, null),
      );
      placed.push(row);
    }
    const token = await server().tokenFor('editor');
    const response = await get(token, 'history-report', { from: '2031-01-01', to: '2031-01-03' });
    expect(response.statusCode).toBe(200);
    const report = response.json() as OrderReport;
    const each = placed[0]!.total;
    expect(report.days.map((row) => [row.day, row.channel, row.orders, row.total])).toEqual([
      ['2031-01-01', 'offline', 1, each],
      ['2031-01-01', 'web', 2, 2 * each],
      ['2031-01-02', 'admin', 1, each],
      ['2031-01-02', 'mobile', 1, each],
    ]);
    expect(report.totals).toMatchObject({ orders: 5, total: 5 * each, items: 5 * 3 });
    expect(report.channels.find((row) => row.channel === 'web')).toMatchObject({ orders: 2, total: 2 * each });

    const filtered = async (query: Record<string, string | number>) =>
      ((await get(token, 'history-report', { from: '2031-01-01', to: '2031-01-05', ...query })).json() as OrderReport).totals.orders;
    expect(await filtered({})).toBe(6);
    expect(await filtered({ channel: 'web' })).toBe(3);
    expect(await filtered({ status: 'cancelled' })).toBe(1);
    expect(await filtered({ store_id: storeId })).toBe(1);
    expect(await filtered({ from: '2031-01-02', to: '2031-01-02' })).toBe(2);
  });

  it('refuses a range that ends before it starts or is not a date (400 at the field), and staff without the permission (403)', async () => {
    const token = await server().tokenFor('editor');
    const backwards = await get(token, 'history-report', { from: '2031-01-05', to: '2031-01-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.i18n.fields.to.key).toBe('server.order_report_range_order');
    const tooLong = await get(token, 'history-report.csv', { from: '2029-01-01', to: '2031-01-01' });
    expect(tooLong.json().error.fields).toHaveProperty('from');
    expect((await get(token, 'history-report', { from: 'yesterday', to: '2031-01-01' })).json().error.fields).toHaveProperty('from');
    expect((await get(token, 'history-report', { from: '2031-01-01', to: '2031-01-01', channel: 'fax' })).statusCode).toBe(400);
    const listOnly = await limitedStaffToken(server(), { orders: ['list'] });
    expect((await get(listOnly, 'history-report', { from: '2031-01-01', to: '2031-01-01' })).statusCode).toBe(200);
    expect((await get(listOnly, 'history-report.csv', { from: '2031-01-01', to: '2031-01-01' })).statusCode).toBe(403);
    const none = await limitedStaffToken(server(), { customers: ['list', 'export'] });
    expect((await get(none, 'history-report', { from: '2031-01-01', to: '2031-01-01' })).statusCode).toBe(403);
  });

  it('exports the rows as CSV, oldest first, text cells neutralised, matching what the database holds', async () => {
    const token = await server().tokenFor('editor');
    const response = await get(token, 'history-report.csv', { from: '2031-01-01', to: '2031-01-05' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="order-history-2031-01-01-2031-01-05.csv"');
    // Excel shows José and 李 right only in a CSV that starts with a UTF-8 byte order mark.
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = Papa.parse<string[]>(response.body.trim()).data;
    // Money columns carry their currency and hold rupees; the time column says whose clock it reads.
    expect(header).toEqual(ORDER_REPORT_COLUMNS.map((name) => (ORDER_AMOUNTS.some((amount) => amount === name) ? `${name} (INR)` : name === 'placed_at' ? 'placed_at (Asia/Kolkata)' : name)));
    const column = (name: (typeof ORDER_REPORT_COLUMNS)[number]) => rows.map((row) => row[ORDER_REPORT_COLUMNS.indexOf(name)]);
    expect(column('number')).toEqual(placed.map((order) => order.number));
    expect(column('placed_at')).toEqual(PLACED.map((order) => indiaTime(order.at)));
    expect(column('placed_at')[3]).toBe('2031-01-02 01:30');
    expect(column('total')).toEqual(placed.map((order) => (order.total / 100).toFixed(2)));
    expect(column('customer_name')[1]).toBe(`'${PLACED[1]!.name}`);
    expect(column('store').filter(Boolean)).toHaveLength(1);
    const onlyWeb = await get(token, 'history-report.csv', { from: '2031-01-01', to: '2031-01-05', channel: 'web' });
    expect(Papa.parse<string[]>(onlyWeb.body.trim()).data).toHaveLength(4);
  });

  it('reads the rows in batches of the size asked, ties on placed_at included, never more than a batch at once', async () => {
    const { db } = server().database;
    const batches: number[][] = [];
    for await (const batch of reportRowBatches(db, { from: '2031-01-01', to: '2031-01-05' }, 2)) batches.push(batch.map((row) => row.id));
    expect(batches.every((batch) => batch.length <= 2)).toBe(true);
    expect(batches.flat()).toEqual(placed.map((order) => order.id));
  });

  it('walks ties to the microsecond one row a batch, and a reader that stops early leaves the database free', async () => {
    const { db } = server().database;
    const [a, b, c] = await Promise.all(
      [1, 2, 3].map(() => db.transaction((tx) => insertPricedOrder(tx, { channel: 'web', lines: sampleLines(), placed_at: new Date('2032-06-01T10:00:00Z') }, null))),
    );
    await db.update(orders).set({ placed_at: sql`'2032-06-01 10:00:00.123457+00'` }).where(eq(orders.id, a!.id));
    await db.update(orders).set({ placed_at: sql`'2032-06-01 10:00:00.123456+00'` }).where(inArray(orders.id, [b!.id, c!.id]));
    const read = async (stopAfter = Infinity) => {
      const ids: number[] = [];
      for await (const batch of reportRowBatches(db, { from: '2032-06-01', to: '2032-06-01' }, 1)) {
        ids.push(...batch.map((row) => row.id));
        if (ids.length >= stopAfter) break;
      }
      return ids;
    };
    expect(await read()).toEqual([...[b!.id, c!.id].sort((x, y) => x - y), a!.id]);
    for (let reader = 0; reader < 12; reader++) expect(await read(1)).toHaveLength(1);
    expect(await read()).toHaveLength(3);
  });
});
