import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { BUSINESS_TIME_ZONE } from '@domain/fieldKinds';
import { addDays } from '@domain/orders/report';
import { dayIn, type DashboardQuery } from '@domain/dashboard';
import { openDatabase, type Database, type DatabaseHandle } from '../server/db/client';
import { seedIfEmpty } from '../server/db/seed';
import { dashboardFigures } from '../server/services/dashboard/figures';
import { log } from './benchDatabase';
import { recordFigure } from './figures.mjs';
import { benchDatabaseName } from './databaseName';

/**
 * `npm run bench:dashboard [-- --orders 1000000 --only pglite|postgres --runs 5 --reuse]`: the dashboard's answer
 * (every section, as a super admin sees it) for the last 30 days and for a year, over a history of that
 * many orders spread over the last 365 days, on PGlite and PostgreSQL. Targets: 300 ms on PostgreSQL, 1 s
 * on PGlite. The history is written by generate_series in the database (orders, then a line or two each),
 * into a fresh database each run; `--reuse` measures again on the one the last run wrote.
 */
const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '1000000' },
    only: { type: 'string' },
    runs: { type: 'string', default: '5' },
    // Measure again on the history an earlier run wrote (kept until the next run without it).
    reuse: { type: 'boolean', default: false },
    'pg-url': { type: 'string', default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const ORDERS = Number(values.orders);
const NAME = benchDatabaseName(`dashboard_${ORDERS}`);
const RUNS = Number(values.runs);
const TARGET_MS = { pglite: 1000, postgres: 300 } as const;
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

const open = async (kind: 'pglite' | 'postgres'): Promise<DatabaseHandle> => {
  if (kind === 'pglite') {
    const dataDir = join(tmpdir(), NAME);
    if (!values.reuse) rmSync(dataDir, { recursive: true, force: true });
    return openDatabase({ dataDir });
  }

  const admin = postgres(values['pg-url'], { max: 1, onnotice: () => undefined });
  if (!values.reuse) {
    await admin.unsafe(`drop database if exists ${NAME} with (force)`);
    await admin.unsafe(`create database ${NAME}`);
  }
  await admin.end();
  const url = new URL(values['pg-url']);
  url.pathname = `/${NAME}`;
  return openDatabase({ url: url.toString() });
};

/**
 * The daily sums rebuilt from the orders and lines, as migrations 0034 and 0036 fill them: the bulk load runs
 * without the per-row triggers (two and a half million plpgsql calls and twice as many foreign key
 * checks), so the sums are made once after.
 */
const rebuildDailySums = async (db: Database) => {
  await db.execute(sql`delete from dashboard_daily_sales`);
  await db.execute(sql`delete from dashboard_daily_products`);
  await db.execute(sql`insert into dashboard_daily_sales (day, channel, store_id, revenue, orders, units)
    select (placed_at at time zone 'Asia/Kolkata')::date, channel, coalesce(store_id, 0), sum(total), count(*), sum(items_count)
    from orders where status <> 'cancelled' group by 1, 2, 3`);
  await db.execute(sql`insert into dashboard_daily_products (day, product_id, revenue, units)
    select (o.placed_at at time zone 'Asia/Kolkata')::date, v.product_id, sum(l.net), sum(l.quantity)
    from orders o join order_lines l on l.order_id = o.id join variants v on v.id = l.variant_id where o.status <> 'cancelled' group by 1, 2`);
  // The months and the customers' days, as migration 0036 fills them.
  await db.execute(sql`delete from dashboard_monthly_products`);
  await db.execute(sql`delete from dashboard_customer_days`);
  await db.execute(sql`insert into dashboard_monthly_products (month, product_id, revenue, units)
    select date_trunc('month', day::timestamp)::date, product_id, sum(revenue), sum(units) from dashboard_daily_products group by 1, 2`);
  await db.execute(sql`insert into dashboard_customer_days (customer_id, day, orders)
    select customer_id, (placed_at at time zone 'Asia/Kolkata')::date, count(*) from orders
    where status <> 'cancelled' and customer_id is not null group by 1, 2`);
};

/** Every trigger, the foreign keys' checks too (the generated rows name existing customers, stores and variants). */
const setTriggers = async (db: Database, state: 'enable' | 'disable') => {
  await db.execute(sql.raw(`alter table orders ${state} trigger all`));
  await db.execute(sql.raw(`alter table order_lines ${state} trigger all`));
};

const rows = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * The orders' and lines' indexes other than their keys, dropped for the bulk load and built after it:
 * building an index over a million rows at once is many times faster than a million insertions into
 * each of a dozen (three of them trigram GIN indexes).
 */
const dropSecondaryIndexes = async (db: Database) => {
  const indexes = rows<{ name: string; definition: string }>(
    await db.execute(sql`select i.indexname as name, i.indexdef as definition from pg_indexes i
      where i.schemaname = 'public' and i.tablename in ('orders', 'order_lines')
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`),
  );
  for (const { name } of indexes) await db.execute(sql.raw(`drop index "${name}"`));
  return async () => {
    for (const { definition } of indexes) await db.execute(sql.raw(definition));
  };
};

/** `count` orders over the last 365 days on the seeded customers, stores and variants, each with one or two lines. */
const addHistory = async (db: Database, count: number) => {
  const phase = (name: string, started: number) => log(`  ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await setTriggers(db, 'disable');
  const restoreIndexes = await dropSecondaryIndexes(db);
  let started = performance.now();
  await db.execute(sql`create temporary table bench_variants as select row_number() over (order by id) as n, id, sku, price from variants`);
  await db.execute(sql`create temporary table bench_customers as select row_number() over (order by id) as n, id, first_name, email from customers`);
  await db.execute(sql`create temporary table bench_stores as select row_number() over (order by id) as n, id from stores`);
  const [{ base } = { base: 0 }] = rows<{ base: number }>(await db.execute(sql`select coalesce(max(id), 0)::int as base from orders`));
  await db.execute(sql`
    insert into orders (id, number, customer_id, customer_name, customer_email, channel, store_id, status, payment_status,
      subtotal, tax, total, items_count, placed_at)
    overriding system value
    select ${base} + g, 'BD-' || lpad(g::text, 8, '0'), c.id, c.first_name, c.email,
      (array['web', 'mobile', 'offline', 'admin'])[1 + g % 4],
      case when g % 4 = 2 then s.id end,
      case when g % 20 = 0 then 'cancelled' when g % 7 = 0 then 'placed' else 'delivered' end,
      case when g % 20 = 0 then 'voided' else 'paid' end,
      v.price * (1 + g % 2), 0, v.price * (1 + g % 2), 1 + g % 2,
      now() - (g::float8 / ${count} * interval '365 days')
    from generate_series(1, ${count}) g
    join bench_customers c on c.n = 1 + g % (select count(*) from bench_customers)
    join bench_variants v on v.n = 1 + (g * 7) % (select count(*) from bench_variants)
    left join bench_stores s on s.n = 1 + g % (select count(*) from bench_stores)`);
  await db.execute(sql`select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders))`);
  phase('orders', started);
  started = performance.now();
  await db.execute(sql`
    insert into order_lines (order_id, variant_id, sku, title, quantity, unit_price, gross, net, tax_rate, tax)
    select o.id, v.id, v.sku, 'Bench line', o.items_count, v.price, v.price * o.items_count, v.price * o.items_count, 0, 0
    from orders o join bench_variants v on v.n = 1 + ((o.id - ${base}) * 7) % (select count(*) from bench_variants)
    where o.id > ${base}`);
  phase('lines', started);
  started = performance.now();
  await restoreIndexes();
  phase('indexes', started);
  started = performance.now();
  await setTriggers(db, 'enable');
  await rebuildDailySums(db);
  phase('daily sums', started);
  await db.execute(sql`analyze`);
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const measure = async (db: Database, query: DashboardQuery) => {
  const times: number[] = [];
  let orders = 0;
  for (let run = 0; run < RUNS + 1; run += 1) {
    const started = performance.now();
    const figures = await dashboardFigures(db, query, { timeZone: BUSINESS_TIME_ZONE, staff: { is_super_admin: true, permissions: {} } });
    // The first run warms the caches and is not counted.
    if (run > 0) times.push(performance.now() - started);
    orders = figures.sales!.current.orders;
  }
  return { median: median(times), max: Math.max(...times), orders };
};

const dialect = new PgDialect();

/** One more answer with each statement timed: where a missed target's time goes. */
const profile = async (db: Database, query: DashboardQuery) => {
  const timed: { ms: number; text: string }[] = [];
  const traced = new Proxy(db, {
    get: (target, key, receiver) =>
      key === 'execute'
        ? async (statement: Parameters<Database['execute']>[0]) => {
            const started = performance.now();
            const result = await target.execute(statement);
            const text = dialect.sqlToQuery((statement as SQLWrapper).getSQL()).sql;
            timed.push({ ms: performance.now() - started, text: text.replace(/\s+/g, ' ').slice(0, 110) });
            return result;
          }
        : Reflect.get(target, key, receiver),
  });
  await dashboardFigures(traced, query, { timeZone: BUSINESS_TIME_ZONE, staff: { is_super_admin: true, permissions: {} } });
  for (const { ms, text } of timed.sort((a, b) => b.ms - a.ms).slice(0, 5)) log(`    ${ms.toFixed(1)} ms  ${text}`);
};

log(`dashboard bench: ${ORDERS} orders over a year, ${RUNS} runs a period; load before: ${uptime()}`);
const kinds = (['pglite', 'postgres'] as const).filter((kind) => !values.only || values.only === kind);
for (const kind of kinds) {
  const database = await open(kind);
  await database.migrate();
  await seedIfEmpty(database.db);
  const [{ written } = { written: 0 }] = rows<{ written: number }>(await database.db.execute(sql`select count(*)::int as written from orders where number like 'BD-%'`));
  if (values.reuse && Number(written) >= ORDERS) log(`${kind}: measuring the ${written} orders written before`);
  else {
    const started = performance.now();
    await addHistory(database.db, ORDERS);
    log(`${kind}: ${ORDERS} orders and their lines written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const today = dayIn(BUSINESS_TIME_ZONE, new Date());
  for (const [name, query] of [
    ['30 days', { period: '30d' }],
    ['a year', { period: 'custom', from: addDays(today, -365), to: today }],
  ] as const) {
    const result = await measure(database.db, query);
    const met = result.median <= TARGET_MS[kind] ? 'met' : 'NOT met';
    recordFigure({ bench: 'bench:dashboard', figure: `dashboard, ${name} (${ORDERS} orders): median`, database: kind, value: result.median, unit: 'ms', target: TARGET_MS[kind], better: 'lower' });
    log(`${kind}: ${name} (${result.orders} orders): median ${result.median.toFixed(0)} ms, max ${result.max.toFixed(0)} ms; target ${TARGET_MS[kind]} ms -> ${met}; load: ${uptime()}`);
    await profile(database.db, query);
  }
  await database.close();
}
