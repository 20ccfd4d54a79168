/**
 * bench/stock: stock movements per second and their p99 with 10 concurrent pickers, on PGlite and
 * on PostgreSQL (each in its own process), through the one stock module every document posts through
 * (server/services/product/stock/movements.ts), each pick its own transaction as a document's is.
 *
 *   npm run bench:stock                      # 2,000 picks per scenario, 10 pickers
 *   npm run bench:stock -- --picks 5000 --pickers 10 --only pglite|postgres
 *
 * Scenarios: every picker on one shelf of one variant (they queue on its lock), and each picker on
 * its own variant (no contention). Ends with the ledger check of `npm run check:stock`. Figures only:
 * no target, the machine is shared (its load is printed).
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

import type { Database } from '../server/db/client';
import { inTransaction } from '../server/db/transaction';
import { racks, shelves, variants, warehouses } from '../server/db/schema';
import { checkStock } from '../server/services/product/stock/check';
import { pick, receive } from '../server/services/product/stock/movements';
import { log, openBenchDatabase } from './benchDatabase';
import { measureInOwnProcess, percentile } from './ownProcess';
import { recordFigure } from './figures.mjs';

const { values: args } = parseArgs({
  options: {
    picks: { type: 'string', default: '2000' },
    pickers: { type: 'string', default: '10' },
    only: { type: 'string' },
    'results-file': { type: 'string' },
    'pg-url': { type: 'string', default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const PICKS = Number(args.picks);
const PICKERS = Number(args.pickers);
type Kind = 'pglite' | 'postgres';

interface Result {
  perSecond: number;
  p50: number;
  p99: number;
  differences: number;
}

const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

/** A warehouse of its own for this run: one rack, a shelf per picker, each stocked for every pick. */
const prepare = async (db: Database) => {
  const code = `BENCH-${Date.now().toString(36).toUpperCase()}`;
  const [warehouse] = await db.insert(warehouses).values({ name: `Bench ${code}`, code }).returning();
  const [rack] = await db.insert(racks).values({ warehouse_id: warehouse!.id, code: 'R1' }).returning();
  const shelfRows = await db
    .insert(shelves)
    .values(Array.from({ length: PICKERS }, (_, i) => ({ rack_id: rack!.id, code: `B-${String(i + 1).padStart(2, '0')}` })))
    .returning();
  const variantRows = await db.select({ id: variants.id }).from(variants).orderBy(variants.id).limit(PICKERS);
  const source = { actor: null, documentType: 'inbound-documents', documentId: null };
  await inTransaction(db, async (tx) => {
    for (const [i, shelf] of shelfRows.entries()) {
      await receive(tx, source, { variantId: variantRows[i]!.id, shelfId: shelf.id, warehouseId: warehouse!.id, quantity: PICKS });
    }
  });
  return { warehouseId: warehouse!.id, shelves: shelfRows.map((s) => s.id), variants: variantRows.map((v) => v.id) };
};

/** PICKERS workers take PICKS units one at a time; `target(picker)` is the shelf and variant a picker works on. */
const run = async (db: Database, warehouseId: number, target: (picker: number) => { shelfId: number; variantId: number }) => {
  const timings: number[] = [];
  let next = 0;
  const source = { actor: null, documentType: 'outbound-documents', documentId: null };
  const started = performance.now();
  await Promise.all(
    Array.from({ length: PICKERS }, async (_, picker) => {
      while (next < PICKS) {
        next++;
        const begin = performance.now();
        await inTransaction(db, (tx) => pick(tx, source, { ...target(picker), warehouseId, quantity: 1 }));
        timings.push(performance.now() - begin);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  timings.sort((a, b) => a - b);
  return { perSecond: timings.length / seconds, p50: percentile(timings, 50), p99: percentile(timings, 99) };
};

const runKind = async (kind: Kind): Promise<Record<string, Result>> => {
  const database = await openBenchDatabase(kind, { productCount: 600, variantsPerProduct: 5, pgUrl: args['pg-url'] });
  const { db } = database;
  const results: Record<string, Result> = {};
  const scenarios: [string, (setup: Awaited<ReturnType<typeof prepare>>) => (picker: number) => { shelfId: number; variantId: number }][] = [
    ['one shelf, one variant', (s) => () => ({ shelfId: s.shelves[0]!, variantId: s.variants[0]! })],
    ['a shelf each', (s) => (picker) => ({ shelfId: s.shelves[picker]!, variantId: s.variants[picker]! })],
  ];
  for (const [name, target] of scenarios) {
    const setup = await prepare(db);
    log(`${kind}: ${name}: ${PICKS} picks by ${PICKERS} pickers`);
    const measured = await run(db, setup.warehouseId, target(setup));
    const differences = (await checkStock(db)).filter((d) => d.warehouse_id === setup.warehouseId || setup.shelves.includes(d.shelf_id ?? -1)).length;
    results[name] = { ...measured, differences };
    log(`${kind}: ${name}: ${measured.perSecond.toFixed(0)} movements/s, p50 ${measured.p50.toFixed(1)} ms, p99 ${measured.p99.toFixed(1)} ms; ledger differences ${differences}; load: ${uptime()}`);
  }
  await database.close();
  return results;
};

if (args['results-file']) {
  writeFileSync(args['results-file'], JSON.stringify(await runKind(args.only as Kind)));
  process.exit(0);
}
const kinds: Kind[] = args.only ? [args.only as Kind] : ['pglite', 'postgres'];
log(`stock bench: ${PICKS} picks per scenario, ${PICKERS} concurrent pickers; load before: ${uptime()}`);
const all: Partial<Record<Kind, Record<string, Result>>> = {};
for (const kind of kinds) all[kind] = kinds.length > 1 ? await measureInOwnProcess<Record<string, Result>>(import.meta.url, kind) : await runKind(kind);

console.log(`\n${'scenario'.padEnd(26)} ${'database'.padEnd(9)} ${'moves/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'ledger diffs'.padStart(12)}`);
let wrong = false;
for (const kind of kinds) {
  for (const [name, result] of Object.entries(all[kind] ?? {})) {
    wrong ||= result.differences > 0;
    recordFigure({ bench: 'bench:stock', figure: `stock moves, ${name}`, database: kind, value: result.perSecond, unit: '/s', better: 'higher' });
    recordFigure({ bench: 'bench:stock', figure: `stock moves, ${name}: p99`, database: kind, value: result.p99, unit: 'ms', better: 'lower' });
    recordFigure({ bench: 'bench:stock', figure: `stock moves, ${name}: ledger differences`, database: kind, value: result.differences, unit: '', target: 0, better: 'lower' });
    console.log(
      `${name.padEnd(26)} ${kind.padEnd(9)} ${result.perSecond.toFixed(0).padStart(8)} ${result.p50.toFixed(1).padStart(7)} ${result.p99.toFixed(1).padStart(7)} ${String(result.differences).padStart(12)}`,
    );
  }
}
console.log(`load after: ${uptime()} (2 shared cores: figures under load)`);
process.exit(wrong ? 1 : 0);
