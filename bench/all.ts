/**
 * `npm run bench`: every benchmark in bench/, one after another, each on PGlite and PostgreSQL where it
 * measures a database, then one table of their figures (figure, PGlite, PostgreSQL, target, met or by
 * how much missed) with the machine's load average when each figure was taken. Each bench writes its
 * figures as JSON lines (bench/figures.mjs) to a file this run names; its own report goes to a log file.
 *
 *   npm run bench                        # the benches' own sizes (hours the first time: databases are built once)
 *   npm run bench -- --quick             # smaller sizes (import 10,000 rows, 100,000 orders ...), about 20 minutes
 *   npm run bench -- --only catalogue,load --port 8290 --pg-url postgres://postgres@127.0.0.1:5432/postgres
 *
 * Options: --only / --skip (names after bench:), --port (ui, +2 labels, +3 load), --pg-url, --verbose (the
 * benches' own output here too). Figures move with the machine's load: run it alone.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { log } from './benchDatabase';
import type { Figure } from './figures.mjs';
import { figureTable } from './figureTable';
import { uptime } from './uptime';
import { benchDatabaseName } from './databaseName';

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    skip: { type: 'string' },
    port: { type: 'string', default: '8290' },
    verbose: { type: 'boolean', default: false },
    'pg-url': { type: 'string', default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const PORT = Number(args.port);
const PG_URL = args['pg-url'];

/** A database of its own for bench:cms on PostgreSQL (it measures the database named in --pg-url). */
const cmsDatabase = async () => {
  const admin = postgres(PG_URL, { max: 1, onnotice: () => undefined });
  const name = benchDatabaseName('cms');
  const [found] = await admin`select 1 from pg_database where datname = ${name}`;
  if (!found) await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

interface Run {
  name: string;
  args: () => Promise<string[]> | string[];
}

const pg = ['--pg-url', PG_URL];
const quick = args.quick;
// The bundle builds dist/ first; labels and ui then reuse it.
const RUNS: Run[] = [
  { name: 'bundle', args: () => [] },
  { name: 'catalogue', args: () => [...pg, ...(quick ? [] : ['--products', '100000'])] },
  { name: 'search', args: () => [...pg, ...(quick ? ['--products', '10000'] : [])] },
  { name: 'stock', args: () => pg },
  { name: 'cms', args: () => (quick ? ['--seconds', '5'] : []) },
  { name: 'cms', args: async () => ['--pg-url', await cmsDatabase(), ...(quick ? ['--seconds', '5'] : [])] },
  { name: 'import', args: () => [...pg, ...(quick ? ['--rows', '10000'] : [])] },
  { name: 'orders', args: () => [...pg, ...(quick ? ['--orders', '20000', '--placements', '300'] : [])] },
  { name: 'dashboard', args: () => [...pg, ...(quick ? ['--orders', '100000', '--runs', '3'] : [])] },
  { name: 'promotions', args: () => [...pg, ...(quick ? ['--codes', '20000', '--placements', '300'] : [])] },
  { name: 'load', args: () => [...pg, '--port', String(PORT + 3), ...(quick ? ['--seconds', '5'] : [])] },
  { name: 'labels', args: () => ['--no-build', '--port', String(PORT + 2)] },
  { name: 'ui', args: () => ['--no-build', '--port', String(PORT), ...(quick ? ['--quick'] : [])] },
];
const names = (list: string | undefined) => new Set(list?.split(',').filter(Boolean) ?? []);
const only = names(args.only);
const skip = names(args.skip);
const runs = RUNS.filter((run) => (!only.size || only.has(run.name)) && !skip.has(run.name));

const outDir = mkdtempSync(join(tmpdir(), 'bench-all-'));
const figuresFile = join(outDir, 'figures.jsonl');
const outcomes: string[] = [];

/** One bench as `npm run bench:<name>` would run it; its output to a log file (and here with --verbose). */
const runBench = async (run: Run, index: number) => {
  const logFile = join(outDir, `${index + 1}-${run.name}.log`);
  const out = createWriteStream(logFile);
  const benchArgs = await run.args();
  log(`bench:${run.name} ${benchArgs.join(' ')} (log ${logFile}); load ${uptime()}`);
  const started = performance.now();
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn('npm', ['run', '--silent', `bench:${run.name}`, '--', ...benchArgs], {
      env: { ...process.env, BENCH_FIGURES: figuresFile },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      stream.pipe(out, { end: false });
      if (args.verbose) stream.pipe(process.stdout, { end: false });
    }
    child.on('close', resolve);
  });
  out.end();
  const minutes = ((performance.now() - started) / 60_000).toFixed(1);
  // A bench ends with 1 when a target is missed (the table says which); anything else is a failure to measure.
  const outcome = code === 0 || code === 1 ? `bench:${run.name}: ${minutes} min` : `bench:${run.name}: FAILED (exit ${code}) after ${minutes} min, see ${logFile}`;
  outcomes.push(outcome);
  log(outcome);
};

log(`npm run bench${quick ? ' --quick' : ''}: ${runs.map((run) => run.name).join(', ')} on ${availableParallelism()} cores; load before: ${uptime()}`);
for (const [index, run] of runs.entries()) await runBench(run, index);
const figures = existsSync(figuresFile)
  ? readFileSync(figuresFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Figure & { load: number })
  : [];
console.log(`\n${figureTable(figures)}`);
console.log(`\n${outcomes.join('\n')}`);
console.log(`load after: ${uptime()} (${availableParallelism()} cores; load: the 1-minute load average when the figure was taken)`);
console.log(`the benches' own reports: ${outDir}`);
process.exit(outcomes.some((outcome) => outcome.includes('FAILED')) ? 2 : 0);
