/**
 * bench/orders: admin checkout placements through the real server (POST /svc/cart/carts/:id/place,
 * stock reserved in the same transaction) at 10 concurrent connections, and the order history report
 * over a large seeded history: seconds to the first CSV byte and to its end, and the server process's
 * peak RSS. PGlite and PostgreSQL, each served by a server process of its own (bench/serverProcess.ts)
 * on a database built once beforehand, so the peak RSS is the server's, not the seeding's or the clients'.
 *
 *   npm run bench:orders                         # 1,000,000 orders of history, 1,000 placements
 *   npm run bench:orders -- --orders 2000 --placements 200 --only pglite
 *
 * Databases are kept for later runs (PGlite in $TMPDIR/bench-orders-<n>, PostgreSQL database
 * bench_orders_<n>). Targets: first CSV byte under 1 s, peak RSS under 400 MB. The machine's load is
 * printed beside the figures: on a shared machine they read high.
 */
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { sql } from 'drizzle-orm';
import { REPORT_TIME_ZONE, addDays } from '@domain/orders/report';
import { openDatabase, type Database } from '../server/db/client';
import { seedIfEmpty } from '../server/db/seed';
import { addOrders } from '../server/db/seed/orders';
import { customers, orders } from '../server/db/schema';
import { openStockedCarts } from '../server/db/seed/openCarts';
import { log, PLACEMENT_OPTIONS } from './benchDatabase';
import { startServerProcess } from './serverProcess';
import { recordFigure } from './figures.mjs';
import { benchDatabaseName } from './databaseName';

const { values: args } = parseArgs({
  options: {
    orders: { type: 'string', default: '1000000' },
    ...PLACEMENT_OPTIONS,
  },
});
const ORDERS = Number(args.orders);
const PLACEMENTS = Number(args.placements);
const CONNECTIONS = Number(args.connections);
const TARGET = { firstByteSeconds: 1, rssMb: 400 };
type Kind = 'pglite' | 'postgres';

interface Result {
  placementsPerSecond: number;
  placementP99: number;
  placementErrors: number;
  reportSeconds: number;
  csvFirstByteSeconds: number;
  csvSeconds: number;
  csvRows: number;
  peakRssMb: number;
}

const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

const postgresUrl = async (create: boolean) => {
  const name = benchDatabaseName(`orders_${ORDERS}`);
  if (create) {
    const admin = postgres(args['pg-url'], { max: 1, onnotice: () => undefined });
    const [found] = await admin`select 1 from pg_database where datname = ${name}`;
    if (!found) await admin.unsafe(`create database ${name}`);
    await admin.end();
  }
  const url = new URL(args['pg-url']);
  url.pathname = `/${name}`;
  return url.toString();
};

const pgliteDir = join(tmpdir(), `bench-orders-${ORDERS}`);
const openOrdersDatabase = async (kind: Kind, create = false) =>
  kind === 'postgres' ? openDatabase({ url: await postgresUrl(create) }) : openDatabase({ dataDir: pgliteDir });

/** Migrated, seeded, and holding at least ORDERS orders: built in the parent process, once per size. */
const prepare = async (kind: Kind) => {
  const database = await openOrdersDatabase(kind, true);
  await database.migrate();
  await seedIfEmpty(database.db);
  const [{ count } = { count: 0 }] = await database.db.select({ count: sql<number>`count(*)::int` }).from(orders);
  if (count < ORDERS) {
    const missing = ORDERS - count;
    log(`${kind}: adding ${missing} orders`);
    const started = Date.now();
    await addOrders(database.db, { count: missing, onBatch: (done) => done % 100_000 === 0 && log(`  ${done} / ${missing}`) });
    await database.db.execute(sql`vacuum analyze`);
    log(`${kind}: built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  await database.close();
};

/** PLACEMENTS open carts of one piece each, for a customer, on variants stocked in a warehouse of the bench's own. */
const openCarts = async (db: Database) => {
  const [buyer] = await db.select({ id: customers.id }).from(customers).limit(1);
  return openStockedCarts(db, { code: `BO-${Date.now().toString(36).toUpperCase()}`, name: 'Bench', count: PLACEMENTS, variantCount: 20, customerId: buyer?.id ?? null });
};

const runKind = async (kind: Kind): Promise<Result> => {
  const database = await openOrdersDatabase(kind);
  const { warehouseId, cartIds } = await openCarts(database.db);
  await database.close();
  const server = await startServerProcess(kind === 'postgres' ? { url: await postgresUrl(false) } : { dataDir: pgliteDir });
  const { origin, token } = server;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  const place = (cartId: number) => ({ path: `/svc/cart/carts/${cartId}/place`, body: JSON.stringify({ idempotency_key: `bench-${kind}-${cartId}`, warehouse_id: warehouseId }) });
  // A probe: a refusal here is the bench's mistake, not a figure.
  const probe = await fetch(`${origin}${place(cartIds[0]!).path}`, { method: 'POST', headers, body: place(cartIds[0]!).body });
  if (!probe.ok) throw new Error(`placement: ${probe.status} ${await probe.text()}`);
  log(`${kind}: placing ${cartIds.length - 1} carts at ${CONNECTIONS} connections`);
  let next = 1;
  const placed = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    amount: cartIds.length - 1,
    headers,
    requests: [{ method: 'POST', setupRequest: (request) => ({ ...request, ...place(cartIds[next++]!) }) }],
  });
  log(`${kind}: ${placed.requests.average.toFixed(0)} placements/s, p99 ${placed.latency.p99} ms, ${placed.non2xx} refused; load: ${uptime()}`);

  const to = new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_TIME_ZONE }).format(new Date());
  const query = new URLSearchParams({ from: addDays(to, -365), to });
  const reportStarted = performance.now();
  const report = await fetch(`${origin}/svc/order/orders/history-report?${query}`, { headers });
  if (!report.ok) throw new Error(`report: ${report.status} ${await report.text()}`);
  const { totals } = (await report.json()) as { totals: { orders: number } };
  const reportSeconds = (performance.now() - reportStarted) / 1000;
  log(`${kind}: totals of ${totals.orders} orders by day and channel in ${reportSeconds.toFixed(2)} s`);

  const csvStarted = performance.now();
  const csv = await fetch(`${origin}/svc/order/orders/history-report.csv?${query}`, { headers });
  if (!csv.ok || !csv.body) throw new Error(`csv: ${csv.status} ${await csv.text()}`);
  let firstByte = 0;
  let newlines = 0;
  for await (const chunk of csv.body) {
    firstByte ||= performance.now();
    for (const byte of chunk as Uint8Array) if (byte === 10) newlines++;
  }
  const csvSeconds = (performance.now() - csvStarted) / 1000;
  const peakRssMb = await server.stop();
  return {
    placementsPerSecond: placed.requests.average,
    placementP99: placed.latency.p99,
    placementErrors: placed.non2xx + placed.errors,
    reportSeconds,
    csvFirstByteSeconds: (firstByte - csvStarted) / 1000,
    csvSeconds,
    csvRows: newlines - 1,
    peakRssMb,
  };
};

const kinds: Kind[] = args.only ? [args.only as Kind] : ['pglite', 'postgres'];
log(`orders bench: ${ORDERS} orders of history, ${PLACEMENTS} placements at ${CONNECTIONS} connections; load before: ${uptime()}`);
for (const kind of kinds) await prepare(kind);
const all: Partial<Record<Kind, Result>> = {};
for (const kind of kinds) all[kind] = await runKind(kind);

console.log(
  `\n${'database'.padEnd(9)} ${'placed/s'.padStart(9)} ${'p99 ms'.padStart(7)} ${'refused'.padStart(8)} ${'totals s'.padStart(9)} ${'CSV rows'.padStart(9)} ${'1st byte s'.padStart(10)} ${'(< 1)'.padStart(6)} ${'CSV s'.padStart(7)} ${'peak RSS'.padStart(9)} ${'(< 400)'.padStart(8)}`,
);
let missed = false;
for (const kind of kinds) {
  const result = all[kind]!;
  const firstByteMet = result.csvFirstByteSeconds < TARGET.firstByteSeconds;
  const rssMet = result.peakRssMb < TARGET.rssMb;
  missed ||= !firstByteMet || !rssMet || result.placementErrors > 0;
  const figure = (name: string, value: number, unit: string, better: 'lower' | 'higher', target?: number) =>
    recordFigure({ bench: 'bench:orders', figure: name, database: kind, value, unit, target, better });
  figure(`checkout placements at ${CONNECTIONS} connections`, result.placementsPerSecond, '/s', 'higher');
  figure(`checkout placement p99 at ${CONNECTIONS} connections`, result.placementP99, 'ms', 'lower');
  figure('checkout placements refused', result.placementErrors, '', 'lower', 0);
  figure(`order history CSV first byte (${ORDERS} orders)`, result.csvFirstByteSeconds, 's', 'lower', TARGET.firstByteSeconds);
  figure(`order history CSV whole (${ORDERS} orders)`, result.csvSeconds, 's', 'lower');
  figure('orders server peak RSS', result.peakRssMb, 'MB', 'lower', TARGET.rssMb);
  console.log(
    `${kind.padEnd(9)} ${result.placementsPerSecond.toFixed(0).padStart(9)} ${String(result.placementP99).padStart(7)} ${String(result.placementErrors).padStart(8)} ${result.reportSeconds.toFixed(2).padStart(9)} ${String(result.csvRows).padStart(9)} ${result.csvFirstByteSeconds.toFixed(3).padStart(10)} ${(firstByteMet ? 'met' : 'MISSED').padStart(6)} ${result.csvSeconds.toFixed(1).padStart(7)} ${`${result.peakRssMb.toFixed(0)} MB`.padStart(9)} ${(rssMet ? 'met' : 'MISSED').padStart(8)}`,
  );
}
console.log(`load after: ${uptime()} (2 shared cores: figures under load)`);
process.exit(missed ? 1 : 0);
