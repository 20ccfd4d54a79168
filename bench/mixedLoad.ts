/**
 * bench/mixedLoad: staff-like traffic (bench/staffTraffic.ts: lists, record pages, edits, checkouts,
 * imports) against `npm start`'s built server with `--workers N` on PostgreSQL, at rising concurrency:
 * throughput, p50, p99, errors and refusals at each step, and each worker count's throughput against one
 * worker's. Beside each step: the CPU each process used (server workers, PostgreSQL, this bench's load
 * generator) and how many of the database's connections were busy, to tell what holds throughput back.
 *
 *   npm run bench:load                                   # workers 1, <cores>, 4; 10, 50, 200 connections; 10 s a step
 *   npm run bench:load -- --workers 1,2 --connections 200 --seconds 20 --port 8293
 *
 * Target (issue 42): at 200 connections, as many workers as cores give at least 0.7 x cores x one worker's
 * throughput (1.4x on two cores). Each worker count runs on a fresh copy of a seeded database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { openDatabase } from '../server/db/client';
import { seedIfEmpty } from '../server/db/seed';
import { buildServer, SERVER_BUILD, serverNodeFlags } from '../scripts/serverBuild.mjs';
import { log } from './benchDatabase';
import { signInAdmin } from './benchServer';
import { recordFigure } from './figures.mjs';
import { cpuByProcess, cpuUsedBetween, machineBusy } from './processCpu';
import { prepareTraffic, trafficRequests, type Tally } from './staffTraffic';
import { uptime } from './uptime';
import { benchDatabaseName } from './databaseName';

const CORES = availableParallelism();
const { values: args } = parseArgs({
  options: {
    workers: { type: 'string', default: [...new Set([1, CORES, 4])].join(',') },
    connections: { type: 'string', default: '10,50,200' },
    seconds: { type: 'string', default: '10' },
    carts: { type: 'string', default: '15000' },
    port: { type: 'string', default: '8293' },
    'pg-url': { type: 'string', default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const WORKERS = args.workers.split(',').map(Number);
const CONNECTIONS = args.connections.split(',').map(Number);
const SECONDS = Number(args.seconds);
const ORIGIN = `http://127.0.0.1:${args.port}`;
const TEMPLATE = benchDatabaseName('load_template');
const RATIO_TARGET = 0.7 * CORES;

const urlOf = (name: string) => {
  const url = new URL(args['pg-url']);
  url.pathname = `/${name}`;
  return url.toString();
};
const admin = postgres(args['pg-url'], { max: 1, onnotice: () => undefined });

/** A migrated, seeded template, made once; each worker count runs on a copy of it. */
const prepareTemplate = async () => {
  const [found] = await admin`select 1 from pg_database where datname = ${TEMPLATE}`;
  if (found) return;
  await admin.unsafe(`create database ${TEMPLATE}`);
  const database = await openDatabase({ url: urlOf(TEMPLATE) });
  await database.migrate();
  await seedIfEmpty(database.db);
  await database.close();
};

/** `npm start`'s server (built), with `--workers n`; resolves once every worker serves. */
const startServer = async (url: string, workers: number, filesDir: string) => {
  const started = performance.now();
  const child = spawn(process.execPath, [...serverNodeFlags(url), SERVER_BUILD, '--no-console', '--workers', String(workers)], {
    env: { ...process.env, DATABASE_URL: url, PORT: args.port, HOST: '127.0.0.1', FILES_DIR: filesDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let serving = 0;
  /** The server's error lines (pino's level 50 and up), to say what a 500 was. */
  const errorLines: string[] = [];
  await new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (/"level":(5|6)0/.test(line)) errorLines.push(line);
      if (/^worker \d+ serving$/.test(line)) serving += 1;
      if ((workers === 1 && line.startsWith('Back-office console on')) || serving === workers) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the server stopped with ${code}`)));
  });
  return { child, startSeconds: (performance.now() - started) / 1000, errorLines };
};

const stopServer = async (child: ChildProcess) => {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
};

/**
 * How this database's connections stood, sampled through a step: busy ones, those waiting on a lock, those
 * idle inside a transaction (a worker holding a connection between statements), and what the busy ones
 * waited for (pg_stat_activity's wait event; none is running on a CPU or waiting for one).
 */
const sampleConnections = (database: string) => {
  const samples: { active: number; lockWaits: number; idleInTransaction: number }[] = [];
  const waits = new Map<string, number>();
  const lockedStatements = new Map<string, number>();
  const timer = setInterval(() => {
    void admin<{ state: string | null; wait: string | null; statement: string | null; n: number }[]>`
      select state, wait_event_type || ':' || wait_event as wait,
        case when wait_event_type = 'Lock' then left(regexp_replace(query, '[[:space:]]+', ' ', 'g'), 70) end as statement, count(*)::int as n
      from pg_stat_activity where datname = ${database} and backend_type = 'client backend' group by 1, 2, 3`
      .then((rows) => {
        const sum = (test: (row: (typeof rows)[number]) => boolean) => rows.filter(test).reduce((total, row) => total + row.n, 0);
        samples.push({
          active: sum((row) => row.state === 'active'),
          lockWaits: sum((row) => row.state === 'active' && (row.wait ?? '').startsWith('Lock:')),
          idleInTransaction: sum((row) => row.state === 'idle in transaction'),
        });
        for (const row of rows.filter((r) => r.state === 'active')) waits.set(row.wait ?? 'CPU', (waits.get(row.wait ?? 'CPU') ?? 0) + row.n);
        for (const row of rows.filter((r) => r.statement)) lockedStatements.set(row.statement!, (lockedStatements.get(row.statement!) ?? 0) + row.n);
      })
      // A sample lost (the connection dropped under load) is left out; the step's figures do not depend on it.
      .catch(() => undefined);
  }, 250);
  return () => {
    clearInterval(timer);
    const count = Math.max(1, samples.length);
    const mean = (pick: (sample: (typeof samples)[number]) => number) => samples.reduce((sum, sample) => sum + pick(sample), 0) / count;
    return {
      active: mean((s) => s.active),
      lockWaits: mean((s) => s.lockWaits),
      idleInTransaction: mean((s) => s.idleInTransaction),
      maxActive: Math.max(0, ...samples.map((s) => s.active)),
      /** The mean number of busy connections in each wait, most first. */
      waits: [...waits].map(([wait, total]) => [wait, total / count] as const).sort((a, b) => b[1] - a[1]),
      /** The statements waiting on a lock (their start), with the mean number waiting, most first. */
      lockedStatements: [...lockedStatements].map(([statement, total]) => [statement, total / count] as const).sort((a, b) => b[1] - a[1]),
    };
  };
};

/** CPU seconds by role: the server's processes, PostgreSQL's, and this bench (its load generator). */
const cpuByRole = (used: (readonly [string, number])[]) => {
  const sum = (test: (name: string) => boolean) => used.filter(([name]) => test(name)).reduce((total, [, ms]) => total + ms, 0) / 1000;
  return { server: sum((name) => name.includes('server/main.mjs')), postgres: sum((name) => name.startsWith('postgres')), bench: sum((name) => name.includes('mixedLoad')) };
};

/** A step's checkouts: placed (201) and every other answer. */
const checkoutsOf = (tally: Tally) => {
  const byStatus = tally.checkout ?? {};
  const placed = byStatus['201'] ?? 0;
  return { placed, other: Object.values(byStatus).reduce((sum, n) => sum + n, 0) - placed, byStatus };
};

interface Step {
  workers: number;
  connections: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  statuses: Record<string, number | undefined>;
  cpu: ReturnType<typeof cpuByRole> & { machine: number };
  pool: ReturnType<ReturnType<typeof sampleConnections>>;
  tally: Tally;
  checkouts: ReturnType<typeof checkoutsOf>;
  load: string;
}

const runWorkers = async (workers: number): Promise<{ steps: Step[]; startSeconds: number }> => {
  const name = benchDatabaseName(`load_${process.pid}_${workers}`);
  await admin.unsafe(`create database ${name} template ${TEMPLATE}`);
  const filesDir = mkdtempSync(join(tmpdir(), 'bench-load-'));
  const database = await openDatabase({ url: urlOf(name) });
  const data = await prepareTraffic(database.db, Number(args.carts));
  await database.close();
  const { child: server, startSeconds, errorLines } = await startServer(urlOf(name), workers, filesDir);
  log(`${workers} worker(s) serving ${startSeconds.toFixed(1)} s after the start; load: ${uptime()}`);
  const steps: Step[] = [];
  try {
    const token = await signInAdmin(ORIGIN);
    const headers = { authorization: `Bearer ${token}` };
    const listed = (await (await fetch(`${ORIGIN}/svc/customer/customers?range=[0,49]`, { headers })).json()) as { id: number }[];
    const customers = await Promise.all(listed.map(async ({ id }) => (await (await fetch(`${ORIGIN}/svc/customer/customers/${id}`, { headers })).json()) as { id: number }));
    const traffic = trafficRequests(data, customers, `${workers}`);
    const { requests } = traffic;
    // A probe of every request of the cycle: a refusal here is the bench's mistake, not a figure.
    const probe = await autocannon({ url: ORIGIN, connections: 1, amount: requests.length * 25, headers, requests });
    if (probe.non2xx || probe.errors) throw new Error(`the traffic's probe: ${JSON.stringify(probe.statusCodeStats)}, ${probe.errors} errors`);
    // Warm-up: JIT, statement caches, the pool's connections.
    await autocannon({ url: ORIGIN, connections: 20, duration: 3, headers, requests });
    for (const connections of CONNECTIONS) {
      traffic.takeTally();
      const cpuBefore = cpuByProcess();
      const busyBefore = machineBusy();
      const pool = sampleConnections(name);
      const result = await autocannon({ url: ORIGIN, connections, duration: SECONDS, headers, requests, timeout: 30 });
      const step: Step = {
        workers,
        connections,
        perSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors,
        non2xx: result.non2xx,
        statuses: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count])),
        cpu: { ...cpuByRole(cpuUsedBetween(cpuBefore, cpuByProcess())), machine: (machineBusy() - busyBefore) / 1000 },
        pool: pool(),
        tally: traffic.takeTally(),
        checkouts: { placed: 0, other: 0, byStatus: {} },
        load: uptime(),
      };
      step.checkouts = checkoutsOf(step.tally);
      steps.push(step);
      log(
        `${workers} worker(s), ${connections} connections: ${step.perSecond.toFixed(0)} req/s, p50 ${step.p50} ms, p99 ${step.p99} ms, ${step.errors} errors, ${step.non2xx} non-2xx ${JSON.stringify(step.statuses)}; ` +
          `checkouts ${step.checkouts.placed} placed (201), ${step.checkouts.other} not ${JSON.stringify(step.checkouts.byStatus)}; ` +
          `CPU s server ${step.cpu.server.toFixed(1)}, PostgreSQL ${step.cpu.postgres.toFixed(1)}, bench ${step.cpu.bench.toFixed(1)}, whole machine ${step.cpu.machine.toFixed(1)} of ${(SECONDS * CORES).toFixed(0)}; ` +
          `busy DB connections mean ${step.pool.active.toFixed(1)} (max ${step.pool.maxActive}, pool ${10 * workers}), waiting on locks ${step.pool.lockWaits.toFixed(1)}, idle in transaction ${step.pool.idleInTransaction.toFixed(1)}; ` +
          `waits ${step.pool.waits.slice(0, 5).map(([wait, n]) => `${wait} ${n.toFixed(1)}`).join(', ')}; ` +
          `waiting on a lock: ${step.pool.lockedStatements.slice(0, 4).map(([statement, n]) => `${n.toFixed(1)} x "${statement}"`).join(', ') || 'none'}; answers ${JSON.stringify(step.tally)}; load: ${step.load}`,
      );
    }
    if (traffic.cartsRunOut()) log(`the ${data.cartIds.length} carts ran out: later checkout turns asked for a list instead (--carts more)`);
  } finally {
    for (const line of errorLines.slice(0, 5)) log(`server error: ${line.slice(0, 400)}`);
    await stopServer(server);
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    rmSync(filesDir, { recursive: true, force: true });
  }
  return { steps, startSeconds };
};

log(`mixed load bench: workers ${WORKERS.join(', ')}, connections ${CONNECTIONS.join(', ')}, ${SECONDS} s a step, ${CORES} cores; load before: ${uptime()}`);
await prepareTemplate();
await buildServer('server/main.ts', SERVER_BUILD);
const steps: Step[] = [];
const starts = new Map<number, number>();
for (const workers of WORKERS) {
  const run = await runWorkers(workers);
  steps.push(...run.steps);
  starts.set(workers, run.startSeconds);
}
await admin.end();

const loadAverage = (line: string) => line.match(/load average: ([\d.]+)/)?.[1] ?? '?';
const one = (connections: number) => steps.find((step) => step.workers === 1 && step.connections === connections);
const columns: [string, number][] = [['workers', 7], ['conns', 5], ['req/s', 7], ['x 1 worker', 10], ['p50 ms', 7], ['p99 ms', 7], ['errors', 6], ['non-2xx', 7], ['checkouts 201/other', 19], ['CPU s server/PG/bench/all', 25], ['busy DB conns', 13], ['lock waits', 10], ['load', 5]];
console.log(`\n${columns.map(([title, width]) => title.padStart(width)).join(' ')}`);
for (const step of steps) {
  const ratio = one(step.connections) ? step.perSecond / one(step.connections)!.perSecond : undefined;
  const cpu = `${step.cpu.server.toFixed(1)}/${step.cpu.postgres.toFixed(1)}/${step.cpu.bench.toFixed(1)}/${step.cpu.machine.toFixed(1)}`;
  const cells = [
    String(step.workers),
    String(step.connections),
    step.perSecond.toFixed(0),
    ratio ? `${ratio.toFixed(2)}x` : '-',
    String(step.p50),
    String(step.p99),
    String(step.errors),
    String(step.non2xx),
    `${step.checkouts.placed}/${step.checkouts.other}`,
    cpu,
    `${step.pool.active.toFixed(1)} of ${10 * step.workers}`,
    step.pool.lockWaits.toFixed(1),
    loadAverage(step.load),
  ];
  console.log(cells.map((cell, index) => cell.padStart(columns[index]![1])).join(' '));
  const label = `${step.workers} worker${step.workers > 1 ? 's' : ''}, ${step.connections} connections`;
  // Recorded now, taken at the step's end: the load then.
  const taken = { bench: 'bench:load', database: 'postgres', load: Number(loadAverage(step.load)) } as const;
  recordFigure({ ...taken, figure: `mixed load, ${label}`, value: step.perSecond, unit: '/s', better: 'higher' });
  recordFigure({ ...taken, figure: `mixed load, ${label}: p50`, value: step.p50, unit: 'ms', better: 'lower' });
  recordFigure({ ...taken, figure: `mixed load, ${label}: p99`, value: step.p99, unit: 'ms', better: 'lower' });
  recordFigure({ ...taken, figure: `mixed load, ${label}: errors`, value: step.errors, unit: '', target: 0, better: 'lower' });
  recordFigure({ ...taken, figure: `mixed load, ${label}: checkouts placed (201)`, value: step.checkouts.placed, unit: '', better: 'higher' });
  recordFigure({ ...taken, figure: `mixed load, ${label}: checkouts not placed`, value: step.checkouts.other, unit: '', target: 0, better: 'lower' });
}
for (const [workers, seconds] of starts) {
  console.log(`${workers} worker(s): serving ${seconds.toFixed(1)} s after the start`);
  recordFigure({ bench: 'bench:load', figure: `start to serving, ${workers} worker${workers > 1 ? 's' : ''}`, database: 'postgres', value: seconds, unit: 's', better: 'lower' });
}
const at200 = steps.find((step) => step.workers === CORES && step.connections === 200);
let missed = false;
if (at200 && one(200) && CORES > 1) {
  const ratio = at200.perSecond / one(200)!.perSecond;
  missed = ratio < RATIO_TARGET;
  const load = Math.max(Number(loadAverage(at200.load)), Number(loadAverage(one(200)!.load)));
  recordFigure({ bench: 'bench:load', figure: `mixed load, ${CORES} workers / 1 at 200 connections`, database: 'postgres', value: ratio, unit: 'x', target: RATIO_TARGET, better: 'higher', load });
  console.log(`\n${CORES} workers (the cores) against one at 200 connections: ${ratio.toFixed(2)}x; target at least ${RATIO_TARGET.toFixed(1)}x -> ${missed ? 'MISSED' : 'met'}`);
}
console.log(
  `(CPU s: used during each ${SECONDS} s step by the server's processes, PostgreSQL's, this bench's and the whole machine's (everyone's work); the machine has ${SECONDS * CORES} CPU s a step. Lock waits: the mean of busy database connections waiting on a lock.)`,
);
console.log(`load after: ${uptime()}`);
process.exit(missed ? 1 : 0);
