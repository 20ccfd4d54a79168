import { isDeepStrictEqual } from 'node:util';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ServerMessage } from '@domain/serverMessages';
import type { Database } from '../db/client';
import { jobs } from '../db/schema';
import type { FileStore } from '../files/store';
import type { MailSettings } from '../services/cms/notifications/mailSettings';
import { HttpError } from '../http/errors';
import { BatchSuperseded, jobTypeOf, type BatchOutcome } from './registry';

/** What one delivery of "run job N" ended with; 'continue' asks the queue for another delivery. */
export type RunOutcome = 'done' | 'failed' | 'continue' | 'gone';

export interface RunOptions {
  files: FileStore;
  mail?: MailSettings;
  /** Batches run back to back for this long, then the job goes back to the queue (fairness between jobs). */
  sliceMs: number;
  /** True once the server is stopping: the run stops between batches. */
  stopping: () => boolean;
  /** The database runs transactions side by side (PostgreSQL, not PGlite): batches of a type that can may overlap. */
  overlap?: boolean;
}

interface StartedBatch {
  from: unknown;
  /** Resolves once the batch holds its place's lock (or has ended). */
  locked: Promise<void>;
  settled: Promise<{ outcome: BatchOutcome<unknown> } | { error: unknown }>;
}

/**
 * Batches of one job running at once when they overlap: the current one and two started ahead of it,
 * so an import's Node work and its SQL keep both cores busy (docs/performance.md).
 */
export const BATCHES_IN_FLIGHT = 3;

/** A batch superseded this often in one run fails the job (a type that never settles). */
const MAX_SUPERSEDED = 3;

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
 * with its checkpoint, guarded by the checkpoint it started from (see JobType's contract), so batches
 * commit in order even when several run at once.
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

  // Batches overlap while none has failed in this run: a failure beside another batch (a deadlock
  // between them, say) is not trusted, and the batch runs again alone before it fails the job.
  let alone = !options.overlap || !type.nextCheckpoint;
  let started = 0;
  /**
   * Runs the batch from `from` in its own transaction, committed with its checkpoint if the job still
   * stands at `from`. When batches overlap, each holds a transaction lock numbered by its place in
   * this run, and takes the one before it to wait its turn: the database then sees a batch waiting for
   * the one before it, and breaks a deadlock between them instead of leaving both waiting.
   */
  const start = (from: unknown): StartedBatch => {
    const place = started++;
    const overlapping = !alone;
    let markLocked = () => {};
    const locked = new Promise<void>((resolve) => (markLocked = resolve));
    const settled = db
      .transaction(async (tx) => {
        // The batch's commit does not wait for its WAL to reach the disk: if the database itself crashes
        // first, the batch is lost together with its checkpoint (same transaction) and simply runs again.
        await tx.execute(sql`set local synchronous_commit = off`);
        if (overlapping) await tx.execute(sql`select pg_advisory_xact_lock(${id}::int, ${place}::int)`);
        markLocked();
        let waited = !overlapping || place === 0;
        const awaitTurn = async () => {
          if (waited) return;
          waited = true;
          await tx.execute(sql`select pg_advisory_xact_lock(${id}::int, ${place - 1}::int)`);
        };
        const batch = await type.runBatch(tx, { id, params: parsed.data, checkpoint: from, created_by: job.created_by, awaitTurn }, { files: options.files, mail: options.mail });
        await awaitTurn();
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
              sql`${jobs.checkpoint} is not distinct from (${from === undefined ? null : JSON.stringify(from)}::text)::jsonb`,
            ),
          )
          .returning({ id: jobs.id });
        if (!moved.length) throw new JobMoved();
        return batch;
      })
      .then(
        (outcome) => ({ outcome }),
        (error: unknown) => ({ error }),
      );
    void settled.then(markLocked);
    return { from, locked, settled };
  };

  let checkpoint: unknown = job.checkpoint ?? undefined;
  const sliceEnds = Date.now() + options.sliceMs;
  // The batches started ahead, each from the checkpoint the one before it is to commit: each waits its
  // turn before its guarded checkpoint update, which then fails (and the batch rolls back) if one before
  // it failed or ended the job.
  let ahead: StartedBatch[] = [];
  const settleAhead = async () => {
    await Promise.all(ahead.map((batch) => batch.settled));
    ahead = [];
  };
  let superseded = 0;
  for (;;) {
    if (options.stopping() || Date.now() > sliceEnds) {
      await settleAhead();
      return 'continue';
    }
    let current = ahead.shift();
    if (!current || !isDeepStrictEqual(current.from, checkpoint)) {
      await current?.settled;
      await settleAhead();
      current = start(checkpoint);
    }
    if (!alone) {
      // Each started once the one before it holds its lock, so that it waits for that one.
      let last = ahead.at(-1) ?? current;
      while (ahead.length < BATCHES_IN_FLIGHT - 1) {
        await last.locked;
        last = start(type.nextCheckpoint!(last.from));
        ahead.push(last);
      }
    }
    const settled = await current.settled;
    if ('error' in settled) {
      await settleAhead();
      if (!alone || (settled.error instanceof BatchSuperseded && superseded++ < MAX_SUPERSEDED)) {
        // Again alone, from where the job stands: the failed batch may have committed after all (its
        // commit's answer lost), and those ahead with it.
        alone = true;
        const [standing] = await db.select({ status: jobs.status, checkpoint: jobs.checkpoint }).from(jobs).where(eq(jobs.id, id));
        if (standing?.status !== 'running') return 'gone';
        checkpoint = standing.checkpoint ?? undefined;
        continue;
      }
      if (settled.error instanceof JobMoved) return 'gone';
      await fail(db, id, failureOf(settled.error));
      return 'failed';
    }
    if (settled.outcome.finished) {
      await settleAhead();
      return 'done';
    }
    checkpoint = settled.outcome.checkpoint;
  }
};
