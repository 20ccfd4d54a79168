/**
 * bench/search: the global search (GET /svc/search/global?q=) on a large catalogue, on PGlite and on
 * PostgreSQL, under concurrent connections, for the kinds of text staff type: an order number, its
 * digits, a SKU, a SKU's start, a barcode, a product word, a customer's email, a page's name.
 *
 *   npm run bench:search                          # the target size: 100,000 products x 5 = 500,000 variants
 *   npm run bench:search -- --products 10000      # quicker
 *
 * Options: --variants 5, --requests 500 (per scenario), --concurrency 10, --only pglite|postgres, --pg-url.
 * Databases are those of bench/catalogue (built once per size, reused). Each scenario's SQL is
 * EXPLAINed: a sequential scan of a big table is reported as a failure.
 * Target: p99 under 100 ms.
 */
import { parseArgs } from 'node:util';
import { writeFileSync } from 'node:fs';
import { asc, isNotNull } from 'drizzle-orm';
import type { DatabaseHandle } from '../server/db/client';
import { customers, orders, products, variants } from '../server/db/schema';
import { log, openBenchDatabase } from './benchDatabase';
import { startBenchServer } from './benchServer';
import { measureInOwnProcess, percentile } from './ownProcess';
import { recordFigure } from './figures.mjs';
import { captureQueries, explain, generateLoad, seqScans } from './serverPlans';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    variants: { type: 'string', default: '5' },
    requests: { type: 'string', default: '500' },
    concurrency: { type: 'string', default: '10' },
    only: { type: 'string' },
    'results-file': { type: 'string' },
    'pg-url': { type: 'string', default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const REQUESTS = Number(args.requests);
const CONCURRENCY = Number(args.concurrency);
const TARGET_P99 = 100;
// The demo's customers and orders are a few hundred rows, which the planner rightly reads whole.
const BIG_TABLES = ['products', 'variants'];
type Kind = 'pglite' | 'postgres';

/** What staff type, taken from the data so that each finds something. */
const scenarios = async (database: DatabaseHandle): Promise<{ name: string; q: string }[]> => {
  const { db } = database;
  const [order] = await db.select({ number: orders.number }).from(orders).orderBy(asc(orders.id)).limit(1);
  const [variant] = await db.select({ sku: variants.sku, barcode: variants.barcode }).from(variants).where(isNotNull(variants.barcode)).orderBy(asc(variants.id)).limit(1);
  const [customer] = await db.select({ email: customers.email }).from(customers).orderBy(asc(customers.id)).limit(1);
  const [product] = await db.select({ title: products.title }).from(products).orderBy(asc(products.id)).limit(1);
  return [
    { name: 'order number', q: order?.number ?? 'SO-0000001' },
    { name: 'order digits', q: String(Number((order?.number ?? '1').replace(/\D/g, ''))) },
    { name: 'exact SKU', q: variant?.sku ?? 'X' },
    { name: 'SKU prefix', q: (variant?.sku ?? 'XX').slice(0, 4) },
    { name: 'barcode', q: variant?.barcode ?? '0' },
    { name: 'product word', q: (product?.title ?? 'silk').split(' ')[0]! },
    { name: 'customer email', q: (customer?.email ?? 'a@b').slice(0, 6) },
    { name: 'a page name', q: 'brands' },
  ];
};


interface Result {
  q: string;
  p50: number;
  p99: number;
  /** CPU time of the server process (PGlite runs inside it) per request: steadier than latency on a busy machine. */
  cpuPerRequest: number;
  hits: number;
  seqScans: string[];
}

const runKind = async (kind: Kind): Promise<Record<string, Result>> => {
  const database = await openBenchDatabase(kind, { productCount: Number(args.products), variantsPerProduct: Number(args.variants), pgUrl: args['pg-url'] });
  const { app, origin, token } = await startBenchServer({ database });
  const headers = { authorization: `Bearer ${token}` };
  const results: Record<string, Result> = {};
  for (const { name, q } of await scenarios(database)) {
    const url = `${origin}/svc/search/global?${new URLSearchParams({ q })}`;
    const capture = captureQueries(database);
    const probe = await fetch(url, { headers });
    capture.stop();
    if (!probe.ok) throw new Error(`${kind} ${name}: ${probe.status} ${await probe.text()}`);
    const hits = ((await probe.json()) as { body: { hits: unknown[] } }).body.hits.length;
    const plans = await Promise.all(capture.captured.filter((c) => /^\s*select/i.test(c.query) && c.query.includes('union all')).map((c) => explain(database, c)));
    await generateLoad({ url, headers, requests: 100, concurrency: CONCURRENCY });
    const cpuBefore = process.cpuUsage();
    const timings = await generateLoad({ url, headers, requests: REQUESTS, concurrency: CONCURRENCY });
    const cpu = process.cpuUsage(cpuBefore);
    const cpuPerRequest = (cpu.user + cpu.system) / 1000 / REQUESTS;
    results[name] = { q, p50: percentile(timings, 50), p99: percentile(timings, 99), cpuPerRequest, hits, seqScans: [...new Set(plans.flatMap((plan) => seqScans(plan, BIG_TABLES)))] };
    log(`${kind}: ${name} (${q}): p50 ${results[name]!.p50.toFixed(1)} ms, p99 ${results[name]!.p99.toFixed(1)} ms, server CPU ${cpuPerRequest.toFixed(2)} ms a request, ${hits} hits`);
  }
  await app.close();
  await database.close();
  return results;
};

if (args['results-file']) {
  writeFileSync(args['results-file'], JSON.stringify(await runKind(args.only as Kind)));
  process.exit(0);
}
const kinds: Kind[] = args.only ? [args.only as Kind] : ['pglite', 'postgres'];
log(`search bench: ${args.products} products x ${args.variants} variants, ${REQUESTS} requests per scenario, ${CONCURRENCY} concurrent connections`);
const all: Partial<Record<Kind, Record<string, Result>>> = {};
for (const kind of kinds) all[kind] = kinds.length > 1 ? await measureInOwnProcess<Record<string, Result>>(import.meta.url, kind) : await runKind(kind);

let failed = false;
console.log(`\n${'scenario'.padEnd(16)} ${'q'.padEnd(22)} ${'PGlite p50'.padStart(10)} ${'p99'.padStart(7)} ${'CPU'.padStart(7)} ${'PG p50'.padStart(8)} ${'p99'.padStart(7)} ${'CPU'.padStart(7)}`);
const fmt = (n: number | undefined) => (n === undefined ? '-' : n.toFixed(1)).padStart(7);
for (const name of Object.keys(all[kinds[0]!]!)) {
  const lite = all.pglite?.[name];
  const pg = all.postgres?.[name];
  console.log(
    `${name.padEnd(16)} ${(lite ?? pg)!.q.slice(0, 22).padEnd(22)} ${fmt(lite?.p50).padStart(10)} ${fmt(lite?.p99)} ${fmt(lite?.cpuPerRequest)} ${fmt(pg?.p50).padStart(8)} ${fmt(pg?.p99)} ${fmt(pg?.cpuPerRequest)}`,
  );
  for (const kind of kinds) {
    const result = all[kind]![name]!;
    recordFigure({ bench: 'bench:search', figure: `global search, ${name}: p99`, database: kind, value: result.p99, unit: 'ms', target: TARGET_P99, better: 'lower' });
    if (result.p99 > TARGET_P99) {
      failed = true;
      console.log(`  ${kind}: p99 ${result.p99.toFixed(1)} ms is over the ${TARGET_P99} ms target`);
    }
    if (result.seqScans.length) {
      failed = true;
      console.log(`  ${kind}: EXPLAIN shows a sequential scan of ${result.seqScans.join(', ')}`);
    }
  }
}
console.log("(CPU: the server process's CPU ms a request; PGlite runs inside it, PostgreSQL does not.)");
console.log(failed ? '\nSome targets were missed (see above).' : '\nAll targets met; no sequential scan of a big table.');
process.exit(failed ? 1 : 0);
