/**
 * bench/import: a bulk import from upload to done through the real server and its job queue, on
 * PGlite and on PostgreSQL, each served by a server process of its own (bench/serverProcess.ts) on a
 * fresh database: rows per second and that server process's peak RSS.
 *
 *   npx tsx bench/import.ts                       # 100,000 customers and 100,000 variants
 *   npx tsx bench/import.ts --rows 10000 --only pglite --types variants
 *
 * Targets: upload to done under 20 s on PGlite and 10 s on PostgreSQL; peak RSS under 400 MB.
 */
import { parseArgs } from 'node:util';
import { cpSync, createWriteStream, existsSync, mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { once } from 'node:events';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { openDatabase } from '../server/db/client';
import { seedIfEmpty } from '../server/db/seed';
import { sql } from 'drizzle-orm';
import { products } from '../server/db/schema';
import type { ImportRecord } from '@domain/imports/imports';
import { log } from './benchDatabase';
import { cpuByProcess, cpuUsedBetween } from './processCpu';
import { startServerProcess } from './serverProcess';
import { recordFigure } from './figures.mjs';
import { benchDatabaseName } from './databaseName';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    only: { type: 'string' },
    types: { type: 'string', default: 'customers,variants' },
    'pg-url': { type: 'string', default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const ROWS = Number(args.rows);
const TARGET_SECONDS = { pglite: 20, postgres: 10 } as const;
const TARGET_RSS_MB = 400;
type Kind = keyof typeof TARGET_SECONDS;
type ImportType = 'variants' | 'customers';
const TYPES = args.types.split(',') as ImportType[];
const PATHS: Record<ImportType, string> = { variants: '/svc/product/variant-imports', customers: '/svc/customer/customer-imports' };
const FIRST_NAMES = ['Aarav', 'Diya', 'Kabir', 'Meera', 'Rohan', 'Ananya', 'Vihaan', 'Isha'];
const CITIES = [
  ['Mumbai', 'MH', '400001'],
  ['Bengaluru', 'KA', '560001'],
  ['Chennai', 'TN', '600001'],
  ['Kolkata', 'WB', '700001'],
] as const;

/** How a supplier's sheet names conditions and colours: codes and names in the console's languages. */
const CONDITION_NAMES = ['Very good', 'Très bon état', 'SEHR GUT', 'Muito bom', 'NEW_WITH_TAGS'];
const COLOUR_NAMES = ['Emerald', 'Smaragd', 'émeraude', 'Black', 'Preto'];

/**
 * Each type's header and its row `index`, about 100 bytes a customer (100,000 make the issue's 10 MB).
 * A variant names its product by handle or (every other row) by its title in capitals.
 */
const FILE_SHAPES: Record<ImportType, { header: string; row: (index: number, named: { slug: string; title: string }[]) => string }> = {
  variants: {
    header: 'Product,Variant SKU,Option1 Value,Condition,Color,Variant Price,Variant Compare At Price',
    row: (index, named) => {
      const product = named[index % named.length]!;
      return `"${index % 2 ? product.title.toUpperCase() : product.slug}",BENCH-VAR-${index},${['S', 'M', 'L', 'XL'][index % 4]},${CONDITION_NAMES[index % 5]},${COLOUR_NAMES[index % 5]},${999 + (index % 500)},${1999 + (index % 500)}`;
    },
  },
  customers: {
    header: 'First Name,Last Name,Email,Phone,Tags,Address1,City,Province Code,Zip',
    row: (index) => {
      const [city, state, pincode] = CITIES[index % CITIES.length]!;
      return `${FIRST_NAMES[index % FIRST_NAMES.length]},Bench ${index},bench.customer.${index}@example.com,+9198${String(index).padStart(8, '0')},bench,${index} Market Road,${city},${state},${pincode}`;
    },
  },
};

interface Result {
  seconds: { upload: number; dryRun: number; import: number; total: number };
  rowsPerSecond: number;
  imported: ImportRecord['imported'];
  /** CPU seconds from upload to done: the server process's (all its threads) and PostgreSQL's processes'. */
  cpu: { server: number; database: number };
}

/** CPU seconds the processes whose name passes `test` used between two readings (bench/processCpu.ts). */
const cpuSeconds = (used: ReturnType<typeof cpuUsedBetween>, test: (name: string) => boolean) =>
  used.filter(([name]) => test(name)).reduce((sum, [, ms]) => sum + ms, 0) / 1000;

/** A file of `rows` records of the type, written as it is generated. */
const writeFile = async (type: ImportType, path: string, handles: { slug: string; title: string }[]) => {
  const out = createWriteStream(path);
  const shape = FILE_SHAPES[type];
  out.write(`${shape.header}\n`);
  for (let index = 0; index < ROWS; index++) {
    if (!out.write(`${shape.row(index, handles)}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
};

const SEEDED_PGLITE = join(tmpdir(), 'bench-import-seeded');
const TEMPLATE_DATABASE = benchDatabaseName('import_template');
const adminUrlOf = (name: string) => {
  const target = new URL(args['pg-url']);
  target.pathname = `/${name}`;
  return target.toString();
};

/**
 * Migrated and seeded databases to copy from, built once in the parent process: the measured server
 * starts on an existing database, as in production, so its peak RSS is the import's, not the seeding's.
 */
const prepareTemplates = async (kinds: Kind[]) => {
  if (kinds.includes('pglite') && !existsSync(SEEDED_PGLITE)) {
    const database = await openDatabase({ dataDir: SEEDED_PGLITE });
    await database.migrate();
    await seedIfEmpty(database.db);
    await database.close();
  }
  if (kinds.includes('postgres')) {
    const admin = postgres(args['pg-url'], { max: 1, onnotice: () => undefined });
    const [found] = await admin`select 1 from pg_database where datname = ${TEMPLATE_DATABASE}`;
    if (!found) await admin.unsafe(`create database ${TEMPLATE_DATABASE}`);
    await admin.end();
    const database = await openDatabase({ url: adminUrlOf(TEMPLATE_DATABASE) });
    await database.migrate();
    await seedIfEmpty(database.db);
    await database.close();
  }
};

const runKind = async (kind: Kind): Promise<{ results: Record<string, Result>; peakRssMb: number }> => {
  const workDir = mkdtempSync(join(tmpdir(), 'bench-import-'));
  let dropPostgres: (() => Promise<void>) | undefined;
  let url: string | undefined;
  if (kind === 'postgres') {
    const name = benchDatabaseName(`import_${process.pid}`);
    const admin = postgres(args['pg-url'], { max: 1, onnotice: () => undefined });
    await admin.unsafe(`create database ${name} template ${TEMPLATE_DATABASE}`);
    await admin.end();
    url = adminUrlOf(name);
    dropPostgres = async () => {
      const cleanup = postgres(args['pg-url'], { max: 1, onnotice: () => undefined });
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  } else {
    cpSync(SEEDED_PGLITE, join(workDir, 'data'), { recursive: true });
  }
  const served = url ? { url } : { dataDir: join(workDir, 'data') };
  const database = await openDatabase(served);
  // Products whose title no other product has, so a title names one.
  const handles = await database.db
    .select({ slug: products.slug, title: products.title })
    .from(products)
    .where(sql`folded(${products.title}) in (select folded(title) from products group by 1 having count(*) = 1)`)
    .limit(500);
  await database.close();
  // Jobs polled every half second: the default two seconds would add up to four seconds of waiting to two jobs.
  const server = await startServerProcess({ ...served, filesDir: join(workDir, 'files'), jobs: { work: true, pollingSeconds: 0.5 } });
  const { origin, token } = server;
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${origin}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...(init.headers ?? {}) } });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as ImportRecord;
  };
  const until = async (path: string, status: ImportRecord['status']) => {
    for (;;) {
      const record = await call(path);
      if (record.status === status) return record;
      if (record.status === 'failed' || record.status === 'cancelled') throw new Error(`${path} ${record.status}: ${JSON.stringify(record.error)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const results: Record<string, Result> = {};
  for (const type of TYPES) {
    const file = join(workDir, `${type}.csv`);
    await writeFile(type, file, handles);
    log(`${kind}: importing ${ROWS} ${type}`);
    const form = new FormData();
    form.append('file', await openAsBlob(file, { type: 'text/csv' }), `${type}.csv`);
    const cpuBefore = cpuByProcess();
    const started = performance.now();
    const uploaded = await call(PATHS[type], { method: 'POST', body: form });
    const afterUpload = performance.now();
    await call(`${PATHS[type]}/${uploaded.id}/validate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mapping: uploaded.mapping }) });
    await until(`${PATHS[type]}/${uploaded.id}`, 'ready');
    const afterDryRun = performance.now();
    await call(`${PATHS[type]}/${uploaded.id}/confirm`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const done = await until(`${PATHS[type]}/${uploaded.id}`, 'done');
    const finished = performance.now();
    const cpuUsed = cpuUsedBetween(cpuBefore, cpuByProcess());
    const total = (finished - started) / 1000;
    results[type] = {
      seconds: { upload: (afterUpload - started) / 1000, dryRun: (afterDryRun - afterUpload) / 1000, import: (finished - afterDryRun) / 1000, total },
      rowsPerSecond: ROWS / total,
      imported: done.imported,
      cpu: { server: cpuSeconds(cpuUsed, (name) => name.includes('serveForBench')), database: cpuSeconds(cpuUsed, (name) => name.startsWith('postgres:')) },
    };
  }
  const peakRssMb = await server.stop();
  await dropPostgres?.();
  rmSync(workDir, { recursive: true, force: true });
  return { results, peakRssMb };
};

log(`import bench: ${ROWS} rows of ${TYPES.join(', ')}; load ${loadavg().map((load) => load.toFixed(2)).join(' ')} on ${cpus().length} cores`);
const kinds: Kind[] = args.only ? [args.only as Kind] : ['pglite', 'postgres'];
await prepareTemplates(kinds);
let failed = false;
const peakRss: Partial<Record<Kind, number>> = {};
console.log(`\n${'database / type'.padEnd(22)} ${'upload'.padStart(7)} ${'dry run'.padStart(8)} ${'import'.padStart(7)} ${'total'.padStart(7)} ${'rows/s'.padStart(8)} ${'target'.padStart(7)} ${'peak RSS'.padStart(9)} ${'CPU server'.padStart(10)} ${'CPU PG'.padStart(7)}`);
for (const kind of kinds) {
  const { results, peakRssMb } = await runKind(kind);
  peakRss[kind] = peakRssMb;
  for (const [type, result] of Object.entries(results)) {
    const { upload, dryRun, import: importing, total } = result.seconds;
    const met = total <= TARGET_SECONDS[kind] && peakRssMb <= TARGET_RSS_MB;
    failed ||= !met;
    recordFigure({ bench: 'bench:import', figure: `${ROWS} ${type}: upload to done`, database: kind, value: total, unit: 's', target: TARGET_SECONDS[kind], better: 'lower' });
    recordFigure({ bench: 'bench:import', figure: `${ROWS} ${type}: server CPU`, database: kind, value: result.cpu.server, unit: 's', better: 'lower' });
    console.log(
      `${`${kind} / ${type}`.padEnd(22)} ${upload.toFixed(1).padStart(6)}s ${dryRun.toFixed(1).padStart(7)}s ${importing.toFixed(1).padStart(6)}s ${total.toFixed(1).padStart(6)}s ${result.rowsPerSecond.toFixed(0).padStart(8)} ${`${TARGET_SECONDS[kind]}s`.padStart(7)} ${`${peakRssMb.toFixed(0)} MB`.padStart(9)} ${`${result.cpu.server.toFixed(1)}s`.padStart(10)} ${kind === 'postgres' ? `${result.cpu.database.toFixed(1)}s`.padStart(7) : '      -'} ${met ? 'met' : 'MISSED'}`,
    );
  }
}
for (const kind of kinds) recordFigure({ bench: 'bench:import', figure: 'import server peak RSS', database: kind, value: peakRss[kind]!, unit: 'MB', target: TARGET_RSS_MB, better: 'lower' });
console.log(`\nload after: ${loadavg().map((load) => load.toFixed(2)).join(' ')} (figures read 2-5x high while anything else runs)`);
process.exit(failed ? 1 : 0);
