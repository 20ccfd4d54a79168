import { tmpdir } from 'node:os';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { createLocalFileStore } from '../../server/files/store';
import { rowsOf } from '../../server/http/listTotal';
import { startJob } from '../../server/jobs/jobsApi';
import { readJobQueueSettings, startJobQueue } from '../../server/jobs/queue';
import { HELD_BATCH_LOCK } from './fixtures/clusterJob';
import { createPostgresDatabase, databaseKinds } from './harness';
import { startServerProcess } from './serverProcesses';

/** The advisory lock pg-boss's maintenance takes (plans.js advisoryLock for schema pgboss). */
const MAINTENANCE_LOCK = sql.raw(`('x' || encode(sha224((current_database() || '.pgboss.pgboss')::bytea), 'hex'))::bit(64)::bigint`);

/**
 * SIGTERM while a job's batch outlasts the queue's stop timeout: the delivery is handed back, the batch
 * still finishes before the database closes, and the process exits 0 with no query on a closed database.
 * pg-boss's maintenance, held on its lock meanwhile, keeps a connection busy as under load: a query sent
 * after the database began closing then fails with CONNECTION_ENDED instead of going unnoticed.
 */
it.runIf(databaseKinds().includes('postgres'))(
  'hands back a job whose batch outlasts the stop timeout and closes the database only after it',
  async () => {
    const pg = await createPostgresDatabase();
    const database = await openDatabase({ url: pg.url });
    const holder = postgres(pg.url, { max: 1, onnotice: () => undefined });
    const server = await startServerProcess({ DATABASE_URL: pg.url, JOBS_WORKER: '1', JOBS_STOP_SECONDS: '1' });
    const queue = await startJobQueue(database, createLocalFileStore(tmpdir()), { ...readJobQueueSettings({}), work: false });
    try {
      const job = await startJob(database.db, queue, { type: 'test.held-batch', params: {}, createdBy: null });
      const lock = await holder.reserve();
      await lock`select pg_advisory_lock(${HELD_BATCH_LOCK}::int, ${job.id}::int)`;
      const [{ key }] = rowsOf<{ key: string }>(await database.db.execute(sql`select ${MAINTENANCE_LOCK}::text as key`)) as [{ key: string }];
      await lock`select pg_advisory_lock(${key}::bigint)`;
      // The batch and the maintenance both wait for their locks.
      const waiting = async () =>
        rowsOf<{ count: number }>(await database.db.execute(sql`select count(*)::int as count from pg_locks where locktype = 'advisory' and not granted`))[0]?.count;
      await expect.poll(waiting, { timeout: 60_000, interval: 100 }).toBe(2);

      server.child.kill('SIGTERM');
      // The stop timeout has passed once pg-boss hands the delivery back (fails it for a retry).
      const deliveryState = async () =>
        rowsOf<{ state: string }>(await database.db.execute(sql`select state from pgboss.job where (data->>'jobId')::int = ${job.id} order by created_on desc limit 1`))[0]?.state;
      await expect.poll(deliveryState, { timeout: 60_000, interval: 100 }).toMatch(/^(retry|failed)$/);
      await lock`select pg_advisory_unlock(${HELD_BATCH_LOCK}::int, ${job.id}::int)`;
      const checkpoint = async () => rowsOf<{ checkpoint: unknown }>(await database.db.execute(sql`select checkpoint from jobs where id = ${job.id}`))[0]?.checkpoint;
      await expect.poll(checkpoint, { timeout: 60_000, interval: 100 }).toBe(1);
      await lock`select pg_advisory_unlock(${key}::bigint)`;
      lock.release();

      expect(await server.exited).toBe(0);
      expect(server.errors.filter((line) => /CONNECTION_ENDED|CONNECTION_DESTROYED|Unhandled|unhandled/.test(line))).toEqual([]);
      // The batch in flight committed its checkpoint; the job waits, running, for its next delivery.
      const [row] = rowsOf<{ status: string; checkpoint: unknown }>(await database.db.execute(sql`select status, checkpoint from jobs where id = ${job.id}`));
      expect(row).toEqual({ status: 'running', checkpoint: 1 });
    } finally {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
      await queue.stop();
      await holder.end();
      await database.close();
      await pg.drop();
    }
  },
  180_000,
);
