import { expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { customerFigureFilters, type DashboardFigures } from '@domain/dashboard';
import { ALL_PERMISSIONS } from '@domain/permissions';
import type { OrderChannel, OrderStatus } from '@domain/orders/states';
import { creditNotes, customers, orderLines, orderReturns, orders, products, stores, variantStock, variants, warehouses } from '../../server/db/schema';
import { insertPricedOrder } from '../../server/services/order/pricedOrder';
import { dashboardFigures } from '../../server/services/dashboard/figures';
import { dailyCustomers, dailyRankings, dailySales, dailyStores } from '../../server/services/dashboard/daily';
import { ranked } from '../../server/services/dashboard/ranked';
import { customerFigures, salesFigures, storeFigures } from '../../server/services/dashboard/sales';
import { limitedStaffToken, uniqueWord } from './catalogueApi';
import { describeEachDatabase } from './harness';
import { ORDER_API } from './orderApi';

/**
 * A small history in 2032, far from the seeded year, worked by hand in two time zones: India (UTC+5:30)
 * and New York (UTC-5 in early March). The period is 1-3 March 2032, the previous one 27-29 February.
 */
type Line = 'A' | 'B';
interface Placed {
  key: string;
  at: string;
  channel: OrderChannel;
  customer?: 'C1' | 'C2' | 'C3';
  lines: [Line, number][];
  status?: OrderStatus;
  store?: true;
}
const PRICE: Record<Line, number> = { A: 100_000, B: 300_000 };
const PLACED: Placed[] = [
  // India 1 March 07:30; New York 29 February 21:00.
  { key: 'O1', at: '2032-03-01T02:00:00Z', channel: 'web', customer: 'C1', lines: [['A', 2]] },
  // India 4 March 01:30 (after the period); New York 3 March 15:00.
  { key: 'O2', at: '2032-03-03T20:00:00Z', channel: 'admin', customer: 'C2', lines: [['B', 1]] },
  { key: 'O3', at: '2032-03-02T10:00:00Z', channel: 'offline', store: true, lines: [['A', 1], ['B', 1]] },
  { key: 'O4', at: '2032-03-02T11:00:00Z', channel: 'web', customer: 'C1', lines: [['A', 5]], status: 'cancelled' },
  { key: 'O5', at: '2032-02-28T12:00:00Z', channel: 'mobile', customer: 'C3', lines: [['A', 1]] },
  { key: 'O6', at: '2032-01-10T12:00:00Z', channel: 'web', customer: 'C2', lines: [['B', 1]] },
  // India 1 March 01:30; New York 29 February 15:00.
  { key: 'O7', at: '2032-02-29T20:00:00Z', channel: 'web', customer: 'C3', lines: [['A', 1]] },
];

/** India's date `days` days ago. */
const addDaysBack = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() - days * 86_400_000));

describeEachDatabase('dashboard figures', (server) => {
  const ids = { variant: {} as Record<Line, number>, product: {} as Record<Line, { id: number; brand: number; designer: number; category: number }>, store: 0, orders: {} as Record<string, { id: number; number: string }> };
  const get = (token: string, query: Record<string, string>) =>
    server().request(token, { method: 'GET', url: `${ORDER_API}/dashboard/figures?${new URLSearchParams(query)}` });
  const PERIOD = { period: 'custom', from: '2032-03-01', to: '2032-03-03' };

  it('seeds the hand-worked history', async () => {
    const { db } = server().database;
    // Two variants of products that differ in brand, designer and category.
    const [pair] = (await db.execute(sql`select a.id as a, b.id as b from variants a join products pa on pa.id = a.product_id, variants b join products pb on pb.id = b.product_id
      where pa.brand_id <> pb.brand_id and pa.designer_id <> pb.designer_id and pa.category_id <> pb.category_id limit 1`).then((result) =>
      Array.isArray(result) ? result : (result as { rows: unknown[] }).rows)) as { a: number; b: number }[];
    ids.variant = { A: Number(pair!.a), B: Number(pair!.b) };
    for (const line of ['A', 'B'] as const) {
      const [row] = await db.select({ id: products.id, brand: products.brand_id, designer: products.designer_id, category: products.category_id }).from(products)
        .innerJoin(variants, eq(variants.product_id, products.id)).where(eq(variants.id, ids.variant[line]));
      ids.product[line] = { id: row!.id, brand: row!.brand!, designer: row!.designer!, category: row!.category! };
    }
    ids.store = (await db.select({ id: stores.id }).from(stores).orderBy(stores.id).limit(1))[0]!.id;
    const people: Record<string, number> = {};
    for (const name of ['C1', 'C2', 'C3']) {
      const [row] = await db.insert(customers).values({ first_name: name, email: `${uniqueWord(name.toLowerCase())}@example.com` }).returning();
      people[name] = row!.id;
    }
    for (const order of PLACED) {
      const row = await db.transaction((tx) =>
        insertPricedOrder(tx, {
          channel: order.channel,
          lines: order.lines.map(([line, quantity]) => ({ variant_id: ids.variant[line], sku: `DASH-${line}`, title: line, unit_price: PRICE[line], quantity })),
          customer: { id: order.customer ? people[order.customer]! : null, name: order.customer ?? 'Guest', email: 'guest@example.com' },
          store_id: order.store ? ids.store : null,
          status: order.status,
          placed_at: new Date(order.at),
        }, null),
      );
      ids.orders[order.key] = row;
    }
    // A return of O3 on India's 2 March 05:30 (New York 1 March 19:00), in the period on both clocks.
    await db.insert(orderReturns).values({ order_id: ids.orders.O3!.id, reason: 'size', refund_method: 'cash', refund: 0, lines: [], created_at: new Date('2032-03-02T00:00:00Z') });
    // A credit note on India's 1 March (New York 29 February), and a voided one that never counts.
    await db.insert(creditNotes).values([
      { number: uniqueWord('CN'), year: 2090, sequence: 1, amount: 50_000, balance: 50_000, created_at: new Date('2032-03-01T03:00:00Z') },
      { number: uniqueWord('CN'), year: 2090, sequence: 2, amount: 20_000, balance: 20_000, status: 'void', created_at: new Date('2032-03-02T12:00:00Z') },
    ]);
    expect(Object.keys(ids.orders)).toHaveLength(PLACED.length);
  });

  it('answers each figure as worked by hand on India\'s days, through the route', async () => {
    const response = await get(await server().tokenFor('admin'), PERIOD);
    expect(response.statusCode).toBe(200);
    const figures = response.json() as DashboardFigures;
    expect(figures.time_zone).toBe('Asia/Kolkata');
    expect(figures.days).toEqual({ from: '2032-03-01', to: '2032-03-03', previous_from: '2032-02-27', previous_to: '2032-02-29' });
    expect(figures.bounds).toEqual({ start: '2032-02-29T18:30:00.000Z', end: '2032-03-03T18:30:00.000Z', previous_start: '2032-02-26T18:30:00.000Z', previous_end: '2032-02-29T18:30:00.000Z' });
    // O1 (2 A), O3 (A + B), O7 (A); O2 falls on 4 March, O4 is cancelled.
    expect(figures.sales).toEqual({
      current: { revenue: 700_000, orders: 3, average_order_value: 233_333, units: 5 },
      previous: { revenue: 100_000, orders: 1, average_order_value: 100_000, units: 1 },
    });
    // C1's first order is O1; C3 ordered O5 on 28 February. Before the period, C3 was new.
    expect(figures.customers).toEqual({ current: { new: 1, returning: 1 }, previous: { new: 1, returning: 0 } });
    expect(figures.returns).toEqual({ current: { returns: 1, rate: 3333 }, previous: { returns: 0, rate: 0 } });
    expect(figures.credit_notes).toEqual({ current: { count: 1, amount: 50_000 }, previous: { count: 0, amount: 0 } });
    expect(figures.bucket).toBe('day');
    expect(figures.series).toEqual([
      { bucket: '2032-03-01', channel: 'web', revenue: 300_000, orders: 2 },
      { bucket: '2032-03-02', channel: 'offline', revenue: 400_000, orders: 1 },
    ]);
    expect(figures.stores?.[0]).toMatchObject({ id: ids.store, revenue: 400_000, orders: 1 });
    expect(figures.stores?.slice(1).every((row) => row.revenue === 0)).toBe(true);
    const { A, B } = ids.product;
    expect(figures.top?.products?.map((row) => [row.id, row.revenue, row.units])).toEqual([[A.id, 400_000, 4], [B.id, 300_000, 1]]);
    expect(figures.top?.brands?.map((row) => [row.id, row.revenue, row.units])).toEqual([[A.brand, 400_000, 4], [B.brand, 300_000, 1]]);
    expect(figures.top?.designers?.map((row) => row.id)).toEqual([A.designer, B.designer]);
    expect(figures.top?.categories?.map((row) => row.id)).toEqual([A.category, B.category]);
    // The 2032 orders are the newest: O2 first.
    expect(figures.recent_orders?.[0]).toMatchObject({ number: ids.orders.O2!.number, total: 300_000, placed_at: '2032-03-03T20:00:00.000Z' });
  });

  it('answers the same history on New York\'s days', async () => {
    const figures = await dashboardFigures(server().database.db, { period: 'custom', from: '2032-03-01', to: '2032-03-03' }, { timeZone: 'America/New_York', staff: { is_super_admin: false, permissions: ALL_PERMISSIONS } });
    expect(figures.bounds.start).toBe('2032-03-01T05:00:00.000Z');
    // O2 and O3 now; O1, O5 and O7 the period before.
    expect(figures.sales).toEqual({
      current: { revenue: 700_000, orders: 2, average_order_value: 350_000, units: 3 },
      previous: { revenue: 400_000, orders: 3, average_order_value: 133_333, units: 4 },
    });
    // C2 had ordered in January; before, C1 and C3 were both new.
    expect(figures.customers).toEqual({ current: { new: 0, returning: 1 }, previous: { new: 2, returning: 0 } });
    expect(figures.returns?.current).toEqual({ returns: 1, rate: 5000 });
    expect(figures.credit_notes).toEqual({ current: { count: 0, amount: 0 }, previous: { count: 1, amount: 50_000 } });
    expect(figures.series).toEqual([
      { bucket: '2032-03-02', channel: 'offline', revenue: 400_000, orders: 1 },
      { bucket: '2032-03-03', channel: 'admin', revenue: 300_000, orders: 1 },
    ]);
    const { A, B } = ids.product;
    expect(figures.top?.products?.map((row) => [row.id, row.revenue, row.units])).toEqual([[B.id, 600_000, 2], [A.id, 100_000, 1]]);
  });

  it('counts as many customers in the lists its new and returning figures link to, on both clocks', async () => {
    const token = await server().tokenFor('admin');
    const listed = async (filter: Record<string, unknown>) => {
      const response = await server().request(token, { method: 'GET', url: `/svc/customer/customers?${new URLSearchParams({ filter: JSON.stringify(filter), range: '[0,99]' })}` });
      expect(response.statusCode).toBe(200);
      return { total: Number(String(response.headers['content-range']).split('/')[1]), names: (response.json() as { first_name: string }[]).map((row) => row.first_name).sort() };
    };
    const staff = { is_super_admin: true, permissions: {} };
    const india = (await get(token, PERIOD)).json() as DashboardFigures;
    const newYork = await dashboardFigures(server().database.db, { period: 'custom', from: '2032-03-01', to: '2032-03-03' }, { timeZone: 'America/New_York', staff });
    for (const { bounds, customers: counted } of [india, newYork]) {
      for (const [period, start, end] of [['current', bounds.start, bounds.end], ['previous', bounds.previous_start, bounds.previous_end]] as const) {
        const filters = customerFigureFilters(start, end);
        expect((await listed(filters.new)).total).toBe(counted![period].new);
        expect((await listed(filters.returning)).total).toBe(counted![period].returning);
      }
    }
    // On India's days: C1's first order is O1 (its cancelled O4 never counts); C3 ordered O5 before.
    const filters = customerFigureFilters(india.bounds.start, india.bounds.end);
    expect((await listed(filters.new)).names).toEqual(['C1']);
    expect((await listed(filters.returning)).names).toEqual(['C3']);
    // An upper bound takes its whole millisecond: O7 at 20:00:00.000 is within "until 20:00:00.000".
    expect((await listed({ ordered_at_gte: '2032-02-29T20:00:00.000Z', ordered_at_lte: '2032-02-29T20:00:00.000Z' })).names).toEqual(['C3']);
    // From O7's moment C3 ordered again, but not first: O5 came before; C1's first (O1) is later.
    expect((await listed({ first_order_at_gte: '2032-02-29T20:00:00.000Z' })).names).toEqual(['C1']);
    const refused = await server().request(token, { method: 'GET', url: `/svc/customer/customers?${new URLSearchParams({ filter: JSON.stringify({ ordered_at_gte: 'soon' }) })}` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toHaveProperty('ordered_at_gte');
  });

  it('resolves today, the last days and the quarter from the business\'s date, and today by the hour', async () => {
    const staff = { is_super_admin: true, permissions: {} };
    const at = (period: 'today' | '7d' | '30d' | 'quarter', timeZone: string) =>
      dashboardFigures(server().database.db, { period }, { timeZone, staff, now: new Date('2032-03-02T20:00:00Z') });
    const india = await at('today', 'Asia/Kolkata');
    expect(india.days).toMatchObject({ from: '2032-03-03', to: '2032-03-03', previous_from: '2032-03-02' });
    expect(india.bucket).toBe('hour');
    expect((await at('today', 'America/New_York')).days.from).toBe('2032-03-02');
    const newYork = await at('today', 'America/New_York');
    expect(newYork.series).toEqual([{ bucket: '2032-03-02 05', channel: 'offline', revenue: 400_000, orders: 1 }]);
    expect((await at('7d', 'Asia/Kolkata')).days).toMatchObject({ from: '2032-02-26', to: '2032-03-03', previous_to: '2032-02-25' });
    expect((await at('30d', 'Asia/Kolkata')).days.from).toBe('2032-02-03');
    expect((await at('quarter', 'Asia/Kolkata')).days).toMatchObject({ from: '2032-01-01', to: '2032-03-03', previous_from: '2031-10-30' });
  });

  it('keeps the daily sums exact as orders change, equal to counting the orders themselves', async () => {
    const { db } = server().database;
    const token = await server().tokenFor('admin');
    await db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, ids.orders.O1!.id));
    await db.update(orderLines).set({ quantity: 3, net: 900_000 }).where(eq(orderLines.order_id, ids.orders.O2!.id));
    const changed = (await get(token, PERIOD)).json() as DashboardFigures;
    expect(changed.sales?.current).toMatchObject({ revenue: 500_000, orders: 2, units: 3 });
    expect(changed.top?.products?.map((row) => [row.id, row.revenue, row.units])).toEqual([[ids.product.B.id, 300_000, 1], [ids.product.A.id, 200_000, 2]]);
    await db.update(orders).set({ status: 'placed' }).where(eq(orders.id, ids.orders.O1!.id));
    // O2 falls on India's 4 March: its new line shows in a period that holds it.
    const withO2 = (await get(token, { period: 'custom', from: '2032-03-04', to: '2032-03-04' })).json() as DashboardFigures;
    expect(withO2.top?.products?.map((row) => [row.id, row.revenue, row.units])).toEqual([[ids.product.B.id, 900_000, 3]]);
    await db.update(orderLines).set({ quantity: 1, net: 300_000 }).where(eq(orderLines.order_id, ids.orders.O2!.id));
    // Over the seeded year and these orders, the sums read what the orders and lines say.
    const year = (await get(token, { period: 'custom', from: '2031-12-01', to: '2032-03-31' })).json() as DashboardFigures;
    const wide = await dashboardFigures(db, { period: 'custom', from: addDaysBack(365), to: addDaysBack(0) }, { timeZone: 'Asia/Kolkata', staff: { is_super_admin: true, permissions: {} } });
    for (const figures of [year, wide]) {
      const { days, bounds } = figures;
      expect(await dailySales(db, days.from, days.to)).toEqual(await salesFigures(db, bounds.start, bounds.end));
      expect(await dailyStores(db, days.from, days.to)).toEqual(await storeFigures(db, bounds.start, bounds.end));
      const rankings = await dailyRankings(db, days.from, days.to);
      for (const ranking of ['products', 'brands', 'designers', 'categories'] as const) expect(rankings[ranking]).toEqual(await ranked(db, ranking, bounds.start, bounds.end));
      expect(await dailyCustomers(db, days.from, days.to)).toEqual(await customerFigures(db, bounds.start, bounds.end));
    }
    expect(wide.sales!.current.orders).toBeGreaterThan(0);
  });

  it('counts low stock from the warehouses\' thresholds and the review queue with its oldest wait', async () => {
    const { db } = server().database;
    const token = await server().tokenFor('admin');
    const before = (await get(token, PERIOD)).json() as DashboardFigures;
    const [warehouse] = await db.insert(warehouses).values({ name: uniqueWord('Dash warehouse'), code: uniqueWord('DW') }).returning();
    // Nothing on the shelves: A is under its threshold, B has none set.
    await db.insert(variantStock).values([
      { variant_id: ids.variant.A, warehouse_id: warehouse!.id, low_stock_threshold: 1000 },
      { variant_id: ids.variant.B, warehouse_id: warehouse!.id },
    ]);
    await db.update(variants).set({ status: 'in_review', updated_at: new Date('2001-01-01T00:00:00Z') }).where(eq(variants.id, ids.variant.B));
    const after = (await get(token, PERIOD)).json() as DashboardFigures;
    expect(after.low_stock!.count).toBe(before.low_stock!.count + 1);
    expect(after.low_stock!.rows[0]).toMatchObject({ variant_id: ids.variant.A, warehouse_id: warehouse!.id, available: 0, threshold: 1000 });
    expect(after.review_queue).toEqual({ count: before.review_queue!.count + 1, oldest_at: '2001-01-01T00:00:00.000Z' });
  });

  it('computes only the figures the role may list, and refuses without the dashboard permission', async () => {
    const ordersOnly = await limitedStaffToken(server(), { dashboard: ['list'], orders: ['list'] });
    const figures = (await get(ordersOnly, PERIOD)).json() as DashboardFigures;
    expect(figures.sales?.current.orders).toBe(3);
    expect(Object.keys(figures).filter((key) => ['customers', 'top', 'credit_notes', 'low_stock', 'review_queue'].includes(key))).toEqual([]);
    const stockOnly = (await get(await limitedStaffToken(server(), { dashboard: ['list'], warehouses: ['list'] }), PERIOD)).json() as DashboardFigures;
    expect(stockOnly.sales).toBeUndefined();
    expect(stockOnly.recent_orders).toBeUndefined();
    expect(stockOnly.low_stock).toBeDefined();
    expect((await get(await limitedStaffToken(server(), { orders: ['list'] }), PERIOD)).statusCode).toBe(403);
    expect((await server().request(undefined, { method: 'GET', url: `${ORDER_API}/dashboard/figures` })).statusCode).toBe(401);
  });

  it('refuses a custom period without its days or backwards (400 at the field)', async () => {
    const token = await server().tokenFor('editor');
    expect((await get(token, { period: 'custom', from: '2032-03-01' })).json().error.fields).toHaveProperty('to');
    expect((await get(token, { period: 'custom', from: '2032-03-05', to: '2032-03-01' })).json().error.i18n.fields.to.key).toBe('server.order_report_range_order');
    expect((await get(token, { period: 'fortnight' })).statusCode).toBe(400);
  });
});
