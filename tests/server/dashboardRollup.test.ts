import { expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { type DashboardFigures } from '@domain/dashboard';
import type { OrderChannel } from '@domain/orders/states';
import { customers, orders, stores } from '../../server/db/schema';
import type { Executor } from '../../server/db/client';
import { rowsOf } from '../../server/http/listTotal';
import { insertPricedOrder } from '../../server/services/order/pricedOrder';
import { dashboardFigures } from '../../server/services/dashboard/figures';
import { ranked } from '../../server/services/dashboard/ranked';
import { customerFigures, salesFigures, salesSeries, storeFigures } from '../../server/services/dashboard/sales';
import { uniqueWord } from './catalogueApi';
import { describeEachDatabase } from './harness';
import { ORDER_API, payFor } from './orderApi';

/**
 * The dashboard's sums (daily, monthly, the customers' days) against the orders themselves, after
 * placements, cancellations, returns and moved orders at India's day and month edges (18:30 UTC), and the
 * answers on India's days (read from the sums) and New York's (counted from the orders) alike.
 */
const staff = { is_super_admin: true, permissions: {} };
const figuresOf = (db: Executor, from: string, to: string, timeZone: string) => dashboardFigures(db, { period: 'custom', from, to }, { timeZone, staff });

/** The same sections counted from the orders and lines over the answer's own bounds. */
const countedFromOrders = async (db: Executor, figures: DashboardFigures, timeZone: string) => {
  const { start, end, previous_start, previous_end } = figures.bounds;
  return {
    sales: { current: await salesFigures(db, start, end), previous: await salesFigures(db, previous_start, previous_end) },
    customers: { current: await customerFigures(db, start, end), previous: await customerFigures(db, previous_start, previous_end) },
    series: await salesSeries(db, start, end, timeZone, figures.bucket),
    stores: await storeFigures(db, start, end),
    top: {
      products: await ranked(db, 'products', start, end),
      brands: await ranked(db, 'brands', start, end),
      designers: await ranked(db, 'designers', start, end),
      categories: await ranked(db, 'categories', start, end),
    },
  };
};

/** Rows of each sums table that a rebuild from the orders would not write, and the other way: none when exact. */
const drift = async (db: Executor) => {
  const day = sql.raw(`(o.placed_at at time zone 'Asia/Kolkata')::date`);
  const checks = {
    products: [
      sql`select day, product_id, revenue, units from dashboard_daily_products where units <> 0 or revenue <> 0`,
      sql`select ${day}, v.product_id, sum(l.net), sum(l.quantity)::int from orders o join order_lines l on l.order_id = o.id join variants v on v.id = l.variant_id
        where o.status <> 'cancelled' group by 1, 2 having sum(l.quantity) <> 0 or sum(l.net) <> 0`,
    ],
    months: [
      sql`select month, product_id, revenue, units from dashboard_monthly_products where units <> 0 or revenue <> 0`,
      sql`select date_trunc('month', day::timestamp)::date, product_id, sum(revenue), sum(units)::int from dashboard_daily_products group by 1, 2 having sum(units) <> 0 or sum(revenue) <> 0`,
    ],
    customers: [
      sql`select customer_id, day, orders from dashboard_customer_days`,
      sql`select o.customer_id, ${day}, count(*)::int from orders o where o.status <> 'cancelled' and o.customer_id is not null group by 1, 2`,
    ],
  };
  const found: Record<string, number> = {};
  for (const [name, [kept, rebuilt]] of Object.entries(checks)) {
    const [row] = rowsOf<{ n: number }>(await db.execute(sql`select (select count(*) from ((${kept}) except (${rebuilt})) a)::int + (select count(*) from ((${rebuilt}) except (${kept})) b)::int as n`));
    found[name] = Number(row!.n);
  }
  return found;
};

describeEachDatabase('dashboard sums kept exact', (server) => {
  const ids = { variants: [] as number[], customers: [] as number[], store: 0, orders: [] as number[] };
  let seq = 0;
  const place = async (at: string, channel: OrderChannel, customer: number | null, lines: [number, number][], store = false) => {
    seq += 1;
    const { db } = server().database;
    const order = await db.transaction((tx) =>
      insertPricedOrder(tx, {
        channel,
        lines: lines.map(([variant, quantity]) => ({ variant_id: ids.variants[variant]!, sku: `ROLL-${seq}-${variant}`, title: 'Rollup line', unit_price: 10_000 * (variant + 1), quantity })),
        customer: { id: customer === null ? null : ids.customers[customer]!, name: 'Rollup buyer', email: 'rollup@example.com' },
        store_id: store ? ids.store : null,
        placed_at: new Date(at),
      }, null),
    );
    ids.orders.push(order.id);
    return order;
  };
  const periods = [
    // India's 31 January 2033 and 1 February (its first minute is 18:30 UTC the day before), a month, across months.
    ['2033-01-31', '2033-01-31'], ['2033-02-01', '2033-02-01'], ['2033-02-01', '2033-02-28'], ['2033-01-20', '2033-03-10'], ['2032-03-01', '2033-03-31'],
  ] as const;

  const expectExact = async () => {
    const { db } = server().database;
    expect(await drift(db)).toEqual({ products: 0, months: 0, customers: 0 });
    for (const [from, to] of periods)
      for (const timeZone of ['Asia/Kolkata', 'America/New_York']) {
        const figures = await figuresOf(db, from, to, timeZone);
        expect({ sales: figures.sales, customers: figures.customers, series: figures.series, stores: figures.stores, top: figures.top }, `${timeZone} ${from}..${to}`).toEqual(
          await countedFromOrders(db, figures, timeZone),
        );
      }
  };

  it('places orders on either side of India\'s midnight and month end', async () => {
    const { db } = server().database;
    const found = await db.execute(sql`select v.id from variants v join products p on p.id = v.product_id where p.brand_id is not null and p.designer_id is not null and p.category_id is not null order by v.id limit 4`);
    ids.variants = rowsOf<{ id: number }>(found).map((row) => Number(row.id));
    ids.store = (await db.select({ id: stores.id }).from(stores).orderBy(stores.id).limit(1))[0]!.id;
    for (const name of ['R1', 'R2', 'R3']) {
      const [row] = await db.insert(customers).values({ first_name: name, email: `${uniqueWord(name.toLowerCase())}@example.com` }).returning();
      ids.customers.push(row!.id);
    }
    // 18:29:59 UTC is India's 31 January, 18:30:00 its 1 February; New York's 31 January both.
    await place('2033-01-31T18:29:59Z', 'web', 0, [[0, 2]]);
    await place('2033-01-31T18:30:00Z', 'web', 0, [[1, 1], [2, 3]]);
    await place('2033-01-31T18:30:00Z', 'offline', 1, [[3, 1]], true);
    await place('2033-02-15T06:00:00Z', 'mobile', 2, [[0, 1]]);
    await place('2033-02-28T18:45:00Z', 'admin', 1, [[2, 2]]);
    await place('2033-02-28T18:45:00Z', 'web', null, [[1, 1]]);
    await expectExact();
  });

  it('stays exact as orders are cancelled, delivered and returned through their routes, moved and deleted', async () => {
    const { db } = server().database;
    const token = await server().tokenFor('admin');
    // R1's first sale, on India's 31 January, is cancelled: their first day becomes 1 February.
    expect((await server().request(token, { method: 'POST', url: `${ORDER_API}/orders/${ids.orders[0]}/cancel`, payload: {} })).statusCode).toBe(200);
    await expectExact();
    // Delivered, paid and half returned: a return leaves the sale as it was sold.
    const returned = ids.orders[1]!;
    await db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, returned));
    const [order] = await db.select().from(orders).where(eq(orders.id, returned));
    await payFor(server(), token, order!);
    const lines = (await server().request(token, { method: 'GET', url: `${ORDER_API}/orders/${returned}` })).json() as { lines: { id: number }[] };
    const answer = await server().request(token, {
      method: 'POST',
      url: `${ORDER_API}/orders/${returned}/returns`,
      payload: { lines: [{ line_id: lines.lines[1]!.id, quantity: 1 }], reason: 'Too small', restock_shelf_id: null, refund_method: 'credit_note' },
    });
    expect(answer.statusCode).toBe(201);
    await expectExact();
    // An order moved a day earlier, to another customer, and one deleted with its lines.
    await db.update(orders).set({ placed_at: new Date('2033-01-31T10:00:00Z'), customer_id: ids.customers[2]! }).where(eq(orders.id, ids.orders[3]!));
    await db.delete(orders).where(eq(orders.id, ids.orders[5]!));
    await expectExact();
    // India's days and New York's differ at their edges: the sums are not read for New York.
    const india = await figuresOf(db, '2033-01-31', '2033-01-31', 'Asia/Kolkata');
    const newYork = await figuresOf(db, '2033-01-31', '2033-01-31', 'America/New_York');
    expect(india.sales!.current).not.toEqual(newYork.sales!.current);
  });
});
