import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  JOB_STATUSES,
  JOBS_PATH,
  canControlJob,
  canSeeJob,
  jobPace,
  type JobRecord,
  type JobStatus,
} from '@domain/jobs';
import type { MessageKey } from '@domain/serverMessages';
import { MODULES, canDo, type Module } from '@domain/permissions';
import type { Database, Executor } from '../db/client';
import { jobs } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { recordChange } from '../history/recordChange';
import { forbidden, staffOf, type StaffContext } from '../auth/access';
import { conflict, notFound } from '../http/errors';
import { parseListQuery } from '../http/listQuery';
import { exactCount, pageTotal, setListTotal } from '../http/listTotal';
import { pathId } from '../http/pathId';
import type { JobQueue } from './queue';
import type { ServiceContext } from '../context';
import { jobTypeOf } from './registry';
import { idParams, listQuery, noBody } from '../openapi/common';

type JobRow = typeof jobs.$inferSelect;

/** A job as the API answers it (`JobRecord`). */
export const jobRecordSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  module: z.enum(MODULES),
  status: z.enum(JOB_STATUSES),
  done: z.number().int(),
  total: z.number().int().nullable(),
  rate: z.number().nullable(),
  seconds_left: z.number().nullable(),
  result: z.record(z.string(), z.unknown()).nullable(),
  error: z.object({ key: z.string(), params: z.record(z.string(), z.unknown()).optional() }).nullable(),
  created_by: z.number().int().nullable(),
  created_at: z.iso.datetime(),
  started_at: z.iso.datetime().nullable(),
  updated_at: z.iso.datetime(),
  finished_at: z.iso.datetime().nullable(),
});

const recordOf = (row: JobRow, now = new Date()): JobRecord => ({
  id: row.id,
  type: row.type,
  module: row.module as Module,
  status: row.status,
  done: row.done,
  total: row.total,
  ...jobPace({ ...row, now: row.status === 'running' ? now : row.updated_at }),
  result: row.result ?? null,
  error: row.error ?? null,
  created_by: row.created_by,
  created_at: row.created_at.toISOString(),
  started_at: row.started_at?.toISOString() ?? null,
  updated_at: row.updated_at.toISOString(),
  finished_at: row.finished_at?.toISOString() ?? null,
});

/**
 * The row of a new job of a registered type, written through `executor` so an area can create it in
 * the transaction of the change that asks for it; the queue is told after that commits (`enqueue`).
 */
/** `total`, when the caller knows it (an import's rows), shows the job's full bar before its first batch commits. */
export const insertJob = async (executor: Executor, job: { type: string; params: unknown; createdBy: number | null; total?: number }) => {
  const type = jobTypeOf(job.type);
  if (!type) throw new Error(`Unknown job type ${job.type}`);
  const params = type.params.parse(job.params);
  const [row] = await executor
    .insert(jobs)
    .values({ type: job.type, module: type.module, params, created_by: job.createdBy, total: job.total ?? null })
    .returning();
  return row!;
};

/**
 * Starts a job of a registered type for a staff member: the row, then the queue's message. Other
 * areas (imports, labels, sends) call this from their own routes, after checking their own rights.
 */
export const startJob = async (db: Database, queue: JobQueue, job: { type: string; params: unknown; createdBy: number | null }) => {
  const row = await insertJob(db, job);
  await queue.enqueue(row.id);
  return recordOf(row);
};

/** Jobs a staff member sees: their own and those of the modules they may list. */
const visibleTo = (staff: StaffContext): SQL | undefined => {
  if (staff.is_super_admin) return undefined;
  const modules = MODULES.filter((module) => canDo(staff, module, 'list'));
  return modules.length ? or(eq(jobs.created_by, staff.id), inArray(jobs.module, modules)) : eq(jobs.created_by, staff.id);
};

const listFilter = z.object({ status: z.enum(JOB_STATUSES).optional(), type: z.string().max(100).optional() }).strict();

/**
 * GET list and one, POST cancel and resume. Every route needs a signed-in staff member; which jobs
 * they see and control follows the module of each job's type (domain/jobs.ts).
 */
export const registerJobsApi = (app: FastifyInstance, { db, jobs: queue }: ServiceContext) => {
  const signedIn = { config: { access: { authenticated: true as const } } };
  const one = { ...signedIn, schema: { params: idParams, response: { 200: jobRecordSchema } } };
  const move = { ...signedIn, schema: { params: idParams, body: noBody, response: { 200: jobRecordSchema } } };

  /** `executor`: the request's transaction when there is one (PGlite runs one at a time: `db` would wait for it). */
  const findVisible = async (staff: StaffContext, id: number, executor: Executor = db) => {
    const [row] = await executor.select().from(jobs).where(eq(jobs.id, id));
    if (!row || !canSeeJob(staff, { module: row.module as Module, created_by: row.created_by })) throw notFound('server.job_not_found');
    return row;
  };
  const findControlled = async (staff: StaffContext, id: number, executor: Executor) => {
    const row = await findVisible(staff, id, executor);
    if (!canControlJob(staff, { module: row.module as Module, created_by: row.created_by })) throw forbidden();
    return row;
  };

  app.get(JOBS_PATH, { ...signedIn, schema: { summary: 'Jobs the staff member sees (filter: status, type)', querystring: listQuery, response: { 200: z.array(jobRecordSchema) } } }, async (request, reply) => {
    const query = parseListQuery(request.query as Record<string, unknown>);
    const filter = listFilter.parse(query.filter);
    const where = and(
      visibleTo(staffOf(request)),
      filter.status ? eq(jobs.status, filter.status) : undefined,
      filter.type ? eq(jobs.type, filter.type) : undefined,
    );
    const rows = await db.select().from(jobs).where(where).orderBy(desc(jobs.id)).limit(query.limit).offset(query.offset);
    const total = await pageTotal(query.offset, query.limit, rows.length, (seen) => exactCount(db, jobs, where, seen));
    setListTotal(reply, 'jobs', query.offset, rows.length, total);
    const now = new Date();
    return rows.map((row) => recordOf(row, now));
  });

  app.get(`${JOBS_PATH}/:id`, one, async (request) => recordOf(await findVisible(staffOf(request), pathId(request.params, 'server.job_not_found'))));

  /** Moves a job the staff member controls from one of `from` to `to`, with its History row, or answers 409. */
  const moveJob = (request: FastifyRequest, action: 'cancel' | 'resume', from: JobStatus[], changes: Partial<typeof jobs.$inferInsert>, refusal: MessageKey) =>
    inTransaction(db, async (tx) => {
      const staff = staffOf(request);
      const row = await findControlled(staff, pathId(request.params, 'server.job_not_found'), tx);
      const [moved] = await tx
        .update(jobs)
        .set({ ...changes, updated_at: sql`now()` })
        .where(and(eq(jobs.id, row.id), inArray(jobs.status, from)))
        .returning();
      if (!moved) throw conflict({ key: refusal });
      await recordChange(tx, staff.id, 'jobs', moved.id, row, moved, action);
      return moved;
    });

  app.post(`${JOBS_PATH}/:id/cancel`, move, async (request) =>
    recordOf(await moveJob(request, 'cancel', ['queued', 'running'], { status: 'cancelled', finished_at: new Date() }, 'server.job_not_cancellable')),
  );

  app.post(`${JOBS_PATH}/:id/resume`, move, async (request) => {
    const queued = await moveJob(request, 'resume', ['failed', 'cancelled'], { status: 'queued', error: null, finished_at: null }, 'server.job_not_resumable');
    await queue.enqueue(queued.id);
    return recordOf(queued);
  });
};
