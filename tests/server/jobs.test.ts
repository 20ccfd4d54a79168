import { expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { employees, history, jobs } from '../../server/db/schema';
import { DEMO_ACCOUNTS } from '../../server/db/seed/accounts';
import { buildApp } from '../../server/app';
import { createLocalFileStore } from '../../server/files/store';
import { registerJobType } from '../../server/jobs/registry';
import { BATCHES_IN_FLIGHT, runJob } from '../../server/jobs/runner';
import type { JobRecord } from '@domain/jobs';
import { describeEachDatabase, type TestServer } from './harness';
import { EMPLOYEE_API, createEmployee, tokenOf } from './employeeApi';

const JOBS = `${EMPLOYEE_API}/jobs`;

/** Counts to `to` in batches of 10, writing nothing: progress and checkpoints only. */
registerJobType<{ to: number; failAt?: number }, number>('test.count', {
  module: 'products',
  params: z.object({ to: z.number().int().positive(), failAt: z.number().int().optional() }),
  async runBatch(tx, job) {
    const from = job.checkpoint ?? 0;
    const next = Math.min(from + 10, job.params.to);
    // A write that a failing batch must take back with it.
    await tx.update(jobs).set({ result: { wrote: next } }).where(eq(jobs.id, job.id));
    if (job.params.failAt !== undefined && next >= job.params.failAt) throw new Error('the tenth row is broken');
    return { checkpoint: next, processed: next - from, total: job.params.to, finished: next === job.params.to, result: { counted: next } };
  },
});

/** By the `run` of a job of the type below (job ids repeat across the two databases): where its batches started, and the most running at once. */
const overlapRuns = new Map<string, { starts: number[]; running: number; most: number; gathered: () => void; allGathered: Promise<void> }>();

const newOverlapRun = () => {
  let gathered = () => {};
  const allGathered = new Promise<void>((resolve) => (gathered = resolve));
  return { starts: [], running: 0, most: 0, gathered, allGathered };
};

/**
 * Counts to `to` in batches of 10 that may overlap (the next checkpoint is known before a batch runs),
 * each item a History row; records where each batch started and how many ran at once.
 */
registerJobType<{ run: string; to: number; failAt?: number; gather?: number }, number>('test.overlap', {
  module: 'products',
  params: z.object({ run: z.string(), to: z.number().int().positive(), failAt: z.number().int().optional(), gather: z.number().int().optional() }),
  nextCheckpoint: (at) => (at ?? 0) + 10,
  async runBatch(tx, job) {
    const from = job.checkpoint ?? 0;
    const run = overlapRuns.get(job.params.run) ?? newOverlapRun();
    overlapRuns.set(job.params.run, run);
    run.starts.push(from);
    run.most = Math.max(run.most, ++run.running);
    try {
      // `gather`: the first batch holds on until that many run at once, so the test sees the runner
      // start them all, however quickly they would otherwise end.
      if (run.running >= (job.params.gather ?? 0)) run.gathered();
      if (from === 0) await run.allGathered;
      const next = Math.min(from + 10, job.params.to);
      const items = Array.from({ length: next - from }, (_, index) => from + index + 1);
      if (items.length) await tx.insert(history).values(items.map((item) => ({ entity: `overlap-${job.id}`, entity_id: item, action: 'count', changes: {} })));
      await job.awaitTurn();
      if (job.params.failAt !== undefined && next >= job.params.failAt) throw new Error('items 21-30 are broken');
      return { checkpoint: next, processed: next - from, total: job.params.to, finished: next === job.params.to };
    } finally {
      run.running -= 1;
    }
  },
});

const insertJob = async (server: TestServer, values: Partial<typeof jobs.$inferInsert>) => {
  const [row] = await server.database.db
    .insert(jobs)
    .values({ type: 'test.count', module: 'products', params: { to: 30 }, ...values })
    .returning();
  return row!;
};

const editorId = async (server: TestServer) =>
  (await server.database.db.select({ id: employees.id }).from(employees).where(eq(employees.email, DEMO_ACCOUNTS.editor.email)))[0]!.id;

const files = createLocalFileStore(await mkdtemp(join(tmpdir(), 'bo-jobs-test-')));
/** Runs a job as the server's queue does: batches of a type that can overlap on PostgreSQL. */
const run = (server: TestServer, id: number) =>
  runJob(server.database.db, id, { files, sliceMs: 60_000, stopping: () => false, overlap: server.database.kind === 'postgres' });

/** A job of the overlapping type, with a run of its own to look up its batches by, and the items it wrote (sorted). */
const overlapJob = async (server: TestServer, params: { to: number; failAt?: number; gather?: number }) => {
  const tag = randomBytes(6).toString('hex');
  const job = await insertJob(server, { type: 'test.overlap', params: { run: tag, ...params } });
  const itemsWritten = async () =>
    (await server.database.db.select().from(history).where(eq(history.entity, `overlap-${job.id}`))).map((row) => row.entity_id).sort((a, b) => a - b);
  return { id: job.id, batches: () => overlapRuns.get(tag)!, itemsWritten };
};

describeEachDatabase('jobs', (server) => {
  it('runs a job batch by batch to done, with progress, total and result', async () => {
    const job = await insertJob(server(), { params: { to: 25 } });
    expect(await run(server(), job.id)).toBe('done');
    const [row] = await server().database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ status: 'done', done: 25, total: 25, checkpoint: 25, result: { counted: 25 } });
    expect(row!.finished_at).toBeInstanceOf(Date);
  });

  it('fails a job whose batch throws, keeping the last checkpoint and none of the failed batch’s writes', async () => {
    const job = await insertJob(server(), { params: { to: 30, failAt: 20 } });
    expect(await run(server(), job.id)).toBe('failed');
    const [row] = await server().database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ status: 'failed', done: 10, checkpoint: 10, result: { wrote: 10 }, error: { key: 'server.job_failed', params: { message: 'the tenth row is broken' } } });
  });

  it('overlaps the batches of a type that knows its next checkpoint on PostgreSQL, each item written once', async () => {
    const postgres = server().database.kind === 'postgres';
    const job = await overlapJob(server(), { to: 95, ...(postgres ? { gather: BATCHES_IN_FLIGHT } : {}) });
    expect(await run(server(), job.id)).toBe('done');
    expect(await job.itemsWritten()).toEqual(Array.from({ length: 95 }, (_, index) => index + 1));
    // BATCHES_IN_FLIGHT at once on PostgreSQL, and each batch once (none run again alone); PGlite runs one at a time.
    expect(job.batches().most).toBe(postgres ? BATCHES_IN_FLIGHT : 1);
    expect(job.batches().starts.filter((from) => from < 95)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
    const [row] = await server().database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ status: 'done', done: 95, checkpoint: 95 });
  });

  it('rolls back the batch running beside one that fails, and fails the job after running that batch alone', async () => {
    const job = await overlapJob(server(), { to: 60, failAt: 30 });
    expect(await run(server(), job.id)).toBe('failed');
    expect(await job.itemsWritten()).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    // On PostgreSQL the batch from 20 failed beside those from 30 and 40 (rolled back), then again alone.
    expect(job.batches().starts).toEqual(server().database.kind === 'postgres' ? [0, 10, 20, 30, 40, 20] : [0, 10, 20]);
    const [row] = await server().database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ status: 'failed', done: 20, checkpoint: 20, error: { params: { message: 'items 21-30 are broken' } } });
  });

  it('stops a cancelled job at its next batch, and leaves a job no worker may claim alone', async () => {
    const job = await insertJob(server(), { status: 'cancelled' });
    expect(await run(server(), job.id)).toBe('gone');
    const [row] = await server().database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ status: 'cancelled', done: 0 });
  });

  it('shows each staff member their own jobs and those of modules they may list', async () => {
    const admin = await server().tokenFor('admin');
    const editor = await server().tokenFor('editor');
    const mine = await insertJob(server(), { created_by: await editorId(server()) });
    const products = await insertJob(server(), { created_by: null });
    const employees = await insertJob(server(), { module: 'employees', created_by: null });
    const listed = await server().request(editor, { method: 'GET', url: `${JOBS}?range=[0,99]` });
    expect(listed.statusCode).toBe(200);
    const ids = (listed.json() as JobRecord[]).map((j) => j.id);
    expect(ids).toEqual(expect.arrayContaining([mine.id, products.id]));
    expect(ids).not.toContain(employees.id);
    expect(listed.headers['content-range']).toMatch(/^jobs 0-\d+\/\d+$/);
    expect((await server().request(editor, { method: 'GET', url: `${JOBS}/${employees.id}` })).statusCode).toBe(404);
    expect((await server().request(admin, { method: 'GET', url: `${JOBS}/${employees.id}` })).statusCode).toBe(200);
    expect((await server().request(undefined, { method: 'GET', url: JOBS })).statusCode).toBe(401);
    const filtered = await server().request(admin, { method: 'GET', url: `${JOBS}?filter=${encodeURIComponent('{"status":"nope"}')}` });
    expect(filtered.statusCode).toBe(400);
    const unknown = await server().request(admin, { method: 'GET', url: `${JOBS}?filter=${encodeURIComponent('{"owner":1}')}` });
    expect(unknown.statusCode).toBe(400);
    const byStatus = await server().request(admin, { method: 'GET', url: `${JOBS}?filter=${encodeURIComponent('{"status":"queued"}')}&range=[0,99]` });
    expect((byStatus.json() as JobRecord[]).every((j) => j.status === 'queued')).toBe(true);
  });

  it('reports the rate of the current run and the time left', async () => {
    const admin = await server().tokenFor('admin');
    const job = await insertJob(server(), { status: 'running', done: 60, total: 100, run_done_start: 10 });
    await server().database.db.update(jobs).set({ started_at: sql`now() - interval '10 seconds'` }).where(eq(jobs.id, job.id));
    const record = (await server().request(admin, { method: 'GET', url: `${JOBS}/${job.id}` })).json() as JobRecord;
    // 50 items in about 10 seconds: about 5 a second, about 8 seconds for the 40 left.
    expect(record.rate).toBeGreaterThan(4);
    expect(record.rate).toBeLessThan(5.1);
    expect(record.seconds_left).toBeGreaterThan(7.8);
    expect(record.seconds_left).toBeLessThan(10);
  });

  it('cancels a queued or running job and resumes a cancelled or failed one; other moves answer 409', async () => {
    const admin = await server().tokenFor('admin');
    const job = await insertJob(server(), {});
    const cancel = () => server().request(admin, { method: 'POST', url: `${JOBS}/${job.id}/cancel` });
    const resume = () => server().request(admin, { method: 'POST', url: `${JOBS}/${job.id}/resume` });
    expect((await cancel()).json()).toMatchObject({ id: job.id, status: 'cancelled' });
    expect((await cancel()).statusCode).toBe(409);
    expect((await resume()).json()).toMatchObject({ id: job.id, status: 'queued' });
    expect((await resume()).statusCode).toBe(409);
    expect((await server().request(admin, { method: 'POST', url: `${JOBS}/999999/cancel` })).statusCode).toBe(404);
  });

  it('runs, once a worker starts, a queued job whose delivery was never sent', async () => {
    const job = await insertJob(server(), { params: { to: 15 } });
    const worker = await buildApp({ database: server().database, jobs: { work: true, pollingSeconds: 0.5 } });
    try {
      const row = await vi.waitUntil(
        async () => {
          const [found] = await server().database.db.select().from(jobs).where(eq(jobs.id, job.id));
          return found?.status === 'done' && found;
        },
        { timeout: 20_000, interval: 200 },
      );
      expect(row).toMatchObject({ status: 'done', done: 15 });
    } finally {
      await worker.close();
    }
  });

  it('refuses cancel to whoever sees a job but may not edit its module', async () => {
    const admin = await server().tokenFor('admin');
    const role = await server().request(admin, {
      method: 'POST',
      url: `${EMPLOYEE_API}/access_control/create`,
      payload: { name: `Catalogue readers ${randomBytes(3).toString('hex')}`, permissions: [{ module: 'products', actions: ['list', 'show'] }] },
    });
    const reader = await createEmployee(server(), admin, { role_id: role.json().body.role.id });
    const token = await tokenOf(server(), reader.email, reader.password);
    const job = await insertJob(server(), {});
    expect((await server().request(token, { method: 'GET', url: `${JOBS}/${job.id}` })).statusCode).toBe(200);
    expect((await server().request(token, { method: 'POST', url: `${JOBS}/${job.id}/cancel` })).statusCode).toBe(403);
    const [row] = await server().database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row!.status).toBe('queued');
  });
});
