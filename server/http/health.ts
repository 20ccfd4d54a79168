import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type DatabaseHandle } from '../db/client';
import type { JobQueue } from '../jobs/queue';
import { rowsOf } from './listTotal';

/** Migrations this build carries: the database is ready once it has applied as many. */
const expectedMigrations = () =>
  (JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

const appliedMigrations = async (database: DatabaseHandle) => {
  const [row] = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`));
  return Number(row?.n ?? 0);
};

/**
 * For a load balancer: /healthz answers while the process serves (liveness); /readyz only when the
 * database answers, has every migration of this build and the job queue runs (503 otherwise, and from
 * Fastify itself once a shutdown has begun), so traffic goes elsewhere meanwhile.
 */
export const registerHealth = (app: FastifyInstance, database: DatabaseHandle, jobs: JobQueue) => {
  const expected = expectedMigrations();
  const noStore = { 'cache-control': 'no-store' };
  app.get('/healthz', { config: { access: { public: true } } }, async (_request, reply) => reply.headers(noStore).send({ status: 'ok' }));
  app.get('/readyz', { config: { access: { public: true } } }, async (_request, reply) => {
    const reachable = await database.db.execute(sql`select 1`).then(() => true, () => false);
    const applied = reachable ? await appliedMigrations(database).catch(() => 0) : 0;
    const checks = {
      database: reachable,
      migrations: applied >= expected,
      jobs: jobs.running(),
    };
    const ready = checks.database && checks.migrations && checks.jobs;
    return reply.status(ready ? 200 : 503).headers(noStore).send({ status: ready ? 'ready' : 'not_ready', checks });
  });
};
