import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { DEMO_ACCOUNTS } from '../../server/db/seed/accounts';
import { REFRESH_COOKIE } from '../../server/auth/refreshCookie';
import { startJob } from '../../server/jobs/jobsApi';
import { readJobQueueSettings, startJobQueue } from '../../server/jobs/queue';
import { createLocalFileStore } from '../../server/files/store';
import { tmpdir } from 'node:os';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { refreshTokens } from '../../server/db/schema';
import './fixtures/clusterJob';
import { rowsOf } from '../../server/http/listTotal';
import { checkStock } from '../../server/services/product/stock/check';
import { uniqueWord } from './catalogueApi';
import { CARTS, checkoutAs, reservedOf, stockedVariant } from './checkoutApi';
import { createPostgresDatabase, databaseKinds, type TestServer } from './harness';
import { startMain, startServerProcess, stopServerProcess, type ServerProcess } from './serverProcesses';

/**
 * Two server processes on one PostgreSQL database, as `--workers 2` or two machines run them: what one
 * process knows the other must know too. The test itself sets up through a third app on the database.
 */
const LOGIN = '/svc/employee/api/v1/employee/login/email';
const REFRESH = '/svc/employee/api/v1/token/refresh';
const SECRET = 'test-secret-for-signing-tokens-0123456789';

const cookieOf = (response: Response) => {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${REFRESH_COOKIE}=`));
  return header?.split(';')[0];
};

const call = (server: ServerProcess, path: string, init: { method?: string; body?: unknown; token?: string; cookie?: string } = {}) =>
  fetch(`${server.url}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

const describeOnPostgres = databaseKinds().includes('postgres') ? describe : describe.skip;

describeOnPostgres('two server processes on one PostgreSQL', () => {
  let drop: () => Promise<void>;
  let database: DatabaseHandle;
  let setup: TestServer;
  let closeSetup: () => Promise<void>;
  let one: ServerProcess;
  let two: ServerProcess;

  beforeAll(async () => {
    const pg = await createPostgresDatabase();
    drop = pg.drop;
    database = await openDatabase({ url: pg.url });
    await database.db.execute(sql`create table job_test_items (job_id integer not null, item integer not null, pid integer not null)`);
    const app = await buildApp({ database, authSecret: SECRET });
    closeSetup = () => app.close();
    const request = (token: string | undefined, options: InjectOptions): Promise<LightMyRequestResponse> =>
      app.inject({ ...options, headers: { ...(options.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } });
    setup = {
      kind: 'postgres',
      app,
      database,
      request,
      tokenFor: async (account) => (await app.inject({ method: 'POST', url: LOGIN, payload: DEMO_ACCOUNTS[account] })).json().body.token as string,
    };
    const env = {
      DATABASE_URL: pg.url,
      JOBS_WORKER: '1',
      SIGN_IN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS: '3',
    };
    [one, two] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  });

  afterAll(async () => {
    await Promise.all([stopServerProcess(one), stopServerProcess(two)]);
    await closeSetup?.();
    await database?.close();
    await drop?.();
  });

  it('detects a refresh token reused on the other process, and ends its session on both', async () => {
    const signedIn = await call(one, LOGIN, { body: DEMO_ACCOUNTS.editor });
    expect(signedIn.status).toBe(200);
    const first = cookieOf(signedIn)!;
    const rotated = await call(one, REFRESH, { method: 'POST', cookie: first });
    expect(rotated.status).toBe(200);
    const second = cookieOf(rotated)!;
    expect(second).not.toBe(first);
    // Spent before the grace window (two tabs refreshing at once) began.
    const spent = createHash('sha256').update(decodeURIComponent(first.slice(REFRESH_COOKIE.length + 1))).digest('hex');
    await database.db.update(refreshTokens).set({ used_at: new Date(Date.now() - 3600_000) }).where(eq(refreshTokens.token_hash, spent));
    // The spent first token, presented to the other process: a copy, so the whole family is revoked.
    const reused = await call(two, REFRESH, { method: 'POST', cookie: first });
    expect(reused.status).toBe(401);
    expect((await call(one, REFRESH, { method: 'POST', cookie: second })).status).toBe(401);
  });

  it('counts failed sign-ins across both processes', async () => {
    const email = `${uniqueWord('nobody')}@example.com`;
    const attempts = [one, two, one].map((server) => call(server, LOGIN, { body: { email, password: 'wrong-password' } }));
    for (const attempt of attempts) expect((await attempt).status).toBe(401);
    expect((await call(two, LOGIN, { body: { email, password: 'wrong-password' } })).status).toBe(429);
    expect((await call(one, LOGIN, { body: { email, password: 'wrong-password' } })).status).toBe(429);
  });

  it('places exactly 10 of 50 concurrent checkouts split across them, none oversold', async () => {
    const token = await setup.tokenFor('editor');
    const { warehouse, variant } = await stockedVariant(setup, token, 4);
    const { customer, cartFor } = checkoutAs(setup, token);
    const buyer = await customer();
    const carts: number[] = [];
    for (let index = 0; index < 50; index++) carts.push(await cartFor(buyer.id, [{ code: variant.sku, quantity: 1 }]));
    const answers = await Promise.all(
      carts.map((cartId, index) =>
        call(index % 2 ? two : one, `${CARTS}/${cartId}/place`, { token, body: { idempotency_key: uniqueWord('rush'), warehouse_id: warehouse.id } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    expect(await reservedOf(setup, variant.id, warehouse.id)).toBe(10);
    expect(await checkStock(database.db)).toEqual([]);
  });

  it('runs a queued job once: each item by one process, none twice', async () => {
    // This process only sends: the two server processes compete for the job's deliveries.
    const jobs = await startJobQueue(database, createLocalFileStore(tmpdir()), { ...readJobQueueSettings({}), work: false });
    try {
      const job = await startJob(database.db, jobs, { type: 'test.cluster-items', params: { items: 40 }, createdBy: null });
      await expect
        .poll(async () => rowsOf<{ status: string }>(await database.db.execute(sql`select status from jobs where id = ${job.id}`))[0]?.status, {
          timeout: 100_000,
          interval: 200,
        })
        .toBe('done');
      const [items] = rowsOf<{ rows: number; distinct_items: number }>(
        await database.db.execute(sql`select count(*)::int as rows, count(distinct item)::int as distinct_items from job_test_items where job_id = ${job.id}`),
      );
      expect(items).toEqual({ rows: 40, distinct_items: 40 });
    } finally {
      await jobs.stop();
    }
  });
});

it('refuses --workers on the embedded database, saying why', async () => {
  const server = startMain(['--workers', '2'], { DATABASE_URL: '', DATA_DIR: tmpdir() });
  expect(await server.exited).toBe(1);
  await server.seen((lines) => lines.some((line) => line.includes('--workers needs')));
  expect(server.lines.join('\n')).toContain('--workers needs DATABASE_URL (PostgreSQL): the embedded PGlite database lives inside one process');
});

const signIn = async (origin: string) => {
  const answer = await fetch(`${origin}${LOGIN}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_ACCOUNTS.editor) });
  return ((await answer.json()) as { body: { token: string } }).body.token;
};

/** Four lookups in a row, so that each of two workers answers at least one. */
const expectPincodesAnswered = async (origin: string, token: string) => {
  for (let n = 0; n < 4; n++) {
    const answer = await fetch(`${origin}/svc/maps/pincodes/560001`, { headers: { authorization: `Bearer ${token}` } });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { body: { city: string } }).body.city).toBe('Bengaluru Urban');
  }
};

it.runIf(databaseKinds().includes('postgres'))('serves with --workers 2 on one port, replaces a killed worker, and stops on SIGTERM', async () => {
  const pg = await createPostgresDatabase();
  const server = startMain(['--workers', '2'], { DATABASE_URL: pg.url, PORT: '8209', FILES_DIR: tmpdir() });
  try {
    await server.seen((lines) => lines.filter((line) => /^worker \d+ serving$/.test(line)).length === 2);
    const pids = new Set(server.lines.filter((line) => line.startsWith('worker ')).map((line) => line.split(' ')[1]));
    expect(pids.size).toBe(2);
    expect((await fetch('http://127.0.0.1:8209/readyz')).status).toBe(200);
    // The pincode index: built once by the primary, read by both workers (connections are handed out in turn).
    const token = await signIn('http://127.0.0.1:8209');
    await expectPincodesAnswered('http://127.0.0.1:8209', token);
    expect(server.lines.filter((line) => line.startsWith('pincode index built once for the workers'))).toHaveLength(1);
    // A worker killed outright is replaced, and the port keeps answering meanwhile.
    process.kill(Number([...pids][0]), 'SIGKILL');
    await server.seen((lines) => lines.filter((line) => /^worker \d+ serving$/.test(line)).length === 3);
    expect(server.lines.some((line) => line.includes('ended (SIGKILL); starting another'))).toBe(true);
    expect((await fetch('http://127.0.0.1:8209/readyz')).status).toBe(200);
    // The replacement asks the primary for the index too; nothing is built again.
    await expectPincodesAnswered('http://127.0.0.1:8209', token);
    expect(server.lines.filter((line) => line.startsWith('pincode index built once for the workers'))).toHaveLength(1);
    expect(server.lines.some((line) => line.includes('each builds its own'))).toBe(false);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  } finally {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await pg.drop();
  }
  // Three server processes start one after another: on a busy two-core machine that alone took two minutes.
}, 300_000);
