/**
 * bench/catalogue: latency of the all-variants list on a large catalogue, on PGlite and on
 * PostgreSQL in the same run, under concurrent connections.
 *
 *   npx tsx bench/catalogue.ts                      # quick: 10,000 products (50,000 variants)
 *   npx tsx bench/catalogue.ts --products 100000    # the target size: 100,000 products, 500,000 variants
 *
 * Options: --variants 5, --requests 1000 (per scenario; p99 is then the 10th slowest), --concurrency 10, --only pglite|postgres,
 * --pg-url postgres://postgres@127.0.0.1:5432/postgres (a server where a bench database may be created).
 * Databases are built once per size (PGlite in $TMPDIR/bench-catalogue-<n>, PostgreSQL database
 * bench_catalogue_<n>) and reused by later runs. Each scenario's SQL is EXPLAINed: a sequential
 * scan of products or variants is reported as a failure.
 * Targets: p99 under 150 ms on PGlite and under 50 ms on PostgreSQL.
 */
import { parseArgs } from 'node:util';
import { existsSync, writeFileSync } from 'node:fs';
import { brands } from '../server/db/schema';
import { benchDataDir, log, openBenchDatabase } from './benchDatabase';
import { startBenchServer } from './benchServer';
import { measureInOwnProcess, percentile } from './ownProcess';
import { recordFigure } from './figures.mjs';
import { captureQueries, explain, generateLoad, seqScans } from './serverPlans';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    variants: { type: 'string', default: '5' },
    requests: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '10' },
    only: { type: 'string' },
    /** Internal: where a run of one kind (a child process) writes its results. */
    'results-file': { type: 'string' },
    'pg-url': { type: 'string', default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const PRODUCTS = Number(args.products);
const VARIANTS = Number(args.variants);
const REQUESTS = Number(args.requests);
const CONCURRENCY = Number(args.concurrency);
const TARGET_P99 = { pglite: 150, postgres: 50 } as const;
const BIG_TABLES = ['products', 'variants'];
type Kind = keyof typeof TARGET_P99;

/** The console's default variant filters (spec: category, stock and status All, not expired). */
const DEFAULTS = { category: 'all', stock: 'all', product_status: 'all', is_expired: false };

interface Scenario {
  name: string;
  range: [number, number];
  filter: Record<string, unknown>;
}

const scenarios = (brandId: number | undefined): Scenario[] => [
  { name: 'page 1', range: [0, 24], filter: DEFAULTS },
  { name: 'deep page (401)', range: [10_000, 10_024], filter: DEFAULTS },
  {
    name: brandId ? 'two filters (brand, status)' : 'two filters (ERP, status)',
    range: [0, 24],
    filter: { ...DEFAULTS, status: ['approved'], ...(brandId ? { brand_id: brandId } : { erp_status: ['synced'] }) },
  },
  { name: 'q "lehenga"', range: [0, 24], filter: { ...DEFAULTS, q: 'lehenga' } },
];

const listUrl = (origin: string, scenario: Scenario) =>
  `${origin}/svc/product/variants?${new URLSearchParams({
    sort: JSON.stringify(['created_at', 'DESC']),
    range: JSON.stringify(scenario.range),
    filter: JSON.stringify(scenario.filter),
  })}`;

const openCatalogueDatabase = (kind: Kind) =>
  openBenchDatabase(kind, { productCount: PRODUCTS, variantsPerProduct: VARIANTS, pgUrl: args['pg-url'] });

interface Result {
  p50: number;
  p99: number;
  /** CPU time of this process (the server; PGlite runs inside it) per request: steadier than latency on a busy machine. */
  cpuPerRequest: number;
  total: string;
  seqScans: string[];
}

const runKind = async (kind: Kind): Promise<Record<string, Result>> => {
  const database = await openCatalogueDatabase(kind);
  const { app, origin, token } = await startBenchServer({ database });
  const headers = { authorization: `Bearer ${token}` };
  const [brand] = await database.db.select({ id: brands.id }).from(brands).limit(1);
  const results: Record<string, Result> = {};
  for (const scenario of scenarios(brand?.id)) {
    const url = listUrl(origin, scenario);
    const capture = captureQueries(database);
    const probe = await fetch(url, { headers });
    capture.stop();
    if (!probe.ok) throw new Error(`${kind} ${scenario.name}: ${probe.status} ${await probe.text()}`);
    const total = probe.headers.get('content-range') ?? '';
    const plans = await Promise.all(capture.captured.filter((c) => /^\s*select/i.test(c.query)).map((c) => explain(database, c)));
    // Warm-up: the first requests of a fresh process run unoptimised code and fill the statement caches.
    await generateLoad({ url, headers, requests: 200, concurrency: CONCURRENCY });
    const cpuBefore = process.cpuUsage();
    const timings = await generateLoad({ url, headers, requests: REQUESTS, concurrency: CONCURRENCY });
    const cpu = process.cpuUsage(cpuBefore);
    const cpuPerRequest = (cpu.user + cpu.system) / 1000 / REQUESTS;
    results[scenario.name] = { p50: percentile(timings, 50), p99: percentile(timings, 99), cpuPerRequest, total, seqScans: plans.flatMap((plan) => seqScans(plan, BIG_TABLES)) };
    const { p50, p99 } = results[scenario.name]!;
    log(`${kind}: ${scenario.name}: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, server CPU ${cpuPerRequest.toFixed(2)} ms a request (${total})`);
  }
  await app.close();
  await database.close();
  return results;
};

const kinds: Kind[] = args.only ? [args.only as Kind] : ['pglite', 'postgres'];
if (!args['results-file']) {
  log(`catalogue bench: ${PRODUCTS} products x ${VARIANTS} variants, ${REQUESTS} requests per scenario, ${CONCURRENCY} concurrent connections`);
  if (!existsSync(benchDataDir(PRODUCTS))) log('first run at this size: building the databases (minutes at 100,000 products)');
}
const measureKind = (kind: Kind) => measureInOwnProcess<Record<string, Result>>(import.meta.url, kind);

const all: Partial<Record<Kind, Record<string, Result>>> = {};
if (args['results-file']) {
  const kind = args.only as Kind;
  writeFileSync(args['results-file'], JSON.stringify(await runKind(kind)));
  process.exit(0);
}
for (const kind of kinds) all[kind] = kinds.length > 1 ? await measureKind(kind) : await runKind(kind);

const names = Object.keys(all[kinds[0]!]!);
const fmt = (n: number | undefined) => (n === undefined ? '-' : n.toFixed(1).padStart(7));
const cpuFmt = (n: number | undefined) => (n === undefined ? '-' : n.toFixed(2)).padStart(6);
console.log(
  `\n${'scenario'.padEnd(30)} ${'PGlite p50'.padStart(10)} ${'p99'.padStart(7)} ${'CPU'.padStart(6)} ${'PG p50'.padStart(8)} ${'p99'.padStart(7)} ${'CPU'.padStart(6)} ${'p99 ratio'.padStart(9)}`,
);
let failed = false;
for (const name of names) {
  const lite = all.pglite?.[name];
  const pg = all.postgres?.[name];
  const ratio = lite && pg ? `${(lite.p99 / pg.p99).toFixed(1)}x` : '-';
  console.log(
    `${name.padEnd(30)} ${fmt(lite?.p50).padStart(10)} ${fmt(lite?.p99)} ${cpuFmt(lite?.cpuPerRequest)} ${fmt(pg?.p50).padStart(8)} ${fmt(pg?.p99)} ${cpuFmt(pg?.cpuPerRequest)} ${ratio.padStart(9)}`,
  );
  for (const kind of kinds) {
    const result = all[kind]![name]!;
    recordFigure({ bench: 'bench:catalogue', figure: `variants list, ${name}: p99`, database: kind, value: result.p99, unit: 'ms', target: TARGET_P99[kind], better: 'lower' });
    if (result.p99 > TARGET_P99[kind]) {
      failed = true;
      console.log(`  ${kind}: p99 ${result.p99.toFixed(1)} ms is over the ${TARGET_P99[kind]} ms target`);
    }
    if (result.seqScans.length) {
      failed = true;
      console.log(`  ${kind}: EXPLAIN shows a sequential scan of ${result.seqScans.join(', ')}`);
    }
  }
}
console.log('(CPU: the server process\'s CPU ms a request; PGlite runs inside it, PostgreSQL does not.)');
console.log(failed ? '\nSome targets were missed (see above).' : '\nAll targets met; no sequential scan of products or variants.');
process.exit(failed ? 1 : 0);
