import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ServerMessage } from '../../src/domain/serverMessages';
import type { Database } from '../db/client';
import { jobs } from '../db/schema';
import type { FileStore } from '../files/store';
import { HttpError } from '../http/errors';
import { jobTypeOf, type BatchOutcome } from './registry';

/** What one delivery of "run job N" ended with; 'continue' asks the queue for another delivery. */
export type RunOutcome = 'done' | 'failed' | 'continue' | 'gone';

export interface RunOptions {
  files: FileStore;
  /** Batches run back to back for this long, then the job goes back to the queue (fairness between jobs). */
  sliceMs: number;
  /** True once the server is stopping: the run stops between batches. */
  stopping: () => boolean;
}

/** The batch lost its job: cancelled, or another worker moved the checkpoint first. */
class JobMoved extends Error {}

const failureOf = (error: unknown): ServerMessage =>
  error instanceof HttpError
    ? error.summary
    : { key: 'server.job_failed', params: { message: (error instanceof Error ? error.message : String(error)).slice(0, 300) } };

const fail = (db: Database, id: number, error: ServerMessage) =>
  db
    .update(jobs)
    .set({ status: 'failed', error, finished_at: sql`now()`, updated_at: sql`now()` })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running')));

/**
 * Runs a job's batches until it finishes, fails, is cancelled, or its slice ends. Each batch commits
 * with its checkpoint, guarded by the checkpoint it started from (see JobType's contract).
 */
export const runJob = async (db: Database, id: number, options: RunOptions): Promise<RunOutcome> => {
  // A queued job starts a run (its rate counts from here); a running one was interrupted and continues.
  const [job] = await db
    .update(jobs)
    .set({
      status: 'running',
      started_at: sql`case when ${jobs.status} = 'queued' then now() else ${jobs.started_at} end`,
      run_done_start: sql`case when ${jobs.status} = 'queued' then ${jobs.done} else ${jobs.run_done_start} end`,
      updated_at: sql`now()`,
    })
    .where(and(eq(jobs.id, id), inArray(jobs.status, ['queued', 'running'])))
    .returning();
  if (!job) return 'gone';
  const type = jobTypeOf(job.type);
  if (!type) {
    await fail(db, id, { key: 'server.job_type_unknown', params: { type: job.type } });
    return 'failed';
  }
  const parsed = type.params.safeParse(job.params);
  if (!parsed.success) {
    await fail(db, id, { key: 'server.job_failed', params: { message: parsed.error.message.slice(0, 300) } });
    return 'failed';
  }

  let checkpoint: unknown = job.checkpoint ?? undefined;
  const sliceEnds = Date.now() + options.sliceMs;
  for (;;) {
    if (options.stopping() || Date.now() > sliceEnds) return 'continue';
    let outcome: BatchOutcome<unknown>;
    try {
      outcome = await db.transaction(async (tx) => {
        // The batch's commit does not wait for its WAL to reach the disk: if the database itself crashes
        // first, the batch is lost together with its checkpoint (same transaction) and simply runs again.
        await tx.execute(sql`set local synchronous_commit = off`);
        const batch = await type.runBatch(tx, { id, params: parsed.data, checkpoint, created_by: job.created_by }, { files: options.files });
        const moved = await tx
          .update(jobs)
          .set({
            checkpoint: batch.checkpoint ?? null,
            done: sql`${jobs.done} + ${batch.processed}`,
            ...(batch.total === undefined ? {} : { total: batch.total }),
            ...(batch.finished ? { status: 'done' as const, result: batch.result ?? {}, finished_at: sql`now()` } : {}),
            updated_at: sql`now()`,
          })
          .where(
            and(
              eq(jobs.id, id),
              eq(jobs.status, 'running'),
              // As text cast to jsonb: both drivers then send a plain string, and jsonb compares by value.
              sql`${jobs.checkpoint} is not distinct from (${checkpoint === undefined ? null : JSON.stringify(checkpoint)}::text)::jsonb`,
            ),
          )
          .returning({ id: jobs.id });
        if (!moved.length) throw new JobMoved();
        return batch;
      });
    } catch (error) {
      if (error instanceof JobMoved) return 'gone';
      await fail(db, id, failureOf(error));
      return 'failed';
    }
    if (outcome.finished) return 'done';
    checkpoint = outcome.checkpoint;
  }
};
