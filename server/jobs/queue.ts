import PgBoss from 'pg-boss';
import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { JOB_QUEUE as QUEUE } from '../db/jobQueueSchema';
import { jobs } from '../db/schema';
import type { FileStore } from '../files/store';
import type { MailSettings } from '../services/cms/notifications/mailSettings';
import { runJob, type RunOutcome } from './runner';

export interface JobQueueSettings {
  /** Run jobs in this process (`JOBS_WORKER=0` leaves them to other instances). */
  work: boolean;
  /** Seconds of batches a job runs before going back to the queue. */
  sliceSeconds: number;
  /** Seconds after which a delivery nobody finished (its server died) is handed out again. */
  expireSeconds: number;
  /** How often one instance looks for such deliveries. */
  maintenanceSeconds: number;
  pollingSeconds: number;
  /** Seconds a stop waits for running jobs before handing their deliveries back. */
  stopSeconds: number;
}

const positive = (raw: string | undefined, fallback: number) => {
  const value = Number(raw);
  return raw && Number.isFinite(value) && value > 0 ? value : fallback;
};

export const readJobQueueSettings = (env: NodeJS.ProcessEnv): JobQueueSettings => ({
  work: env.JOBS_WORKER !== '0',
  sliceSeconds: positive(env.JOBS_SLICE_SECONDS, 10),
  expireSeconds: positive(env.JOBS_EXPIRE_SECONDS, 60),
  maintenanceSeconds: positive(env.JOBS_MAINTENANCE_SECONDS, 30),
  pollingSeconds: positive(env.JOBS_POLLING_SECONDS, 2),
  stopSeconds: positive(env.JOBS_STOP_SECONDS, 10),
});

type ExecuteSql = DatabaseHandle['executeSql'];

/**
 * Jobs left queued or running with no delivery waiting for them (the server died between writing the
 * row and sending, or pg-boss gave up retrying) are sent again when a worker starts. A second delivery
 * of the same job is harmless: its batches lose to the first at the checkpoint.
 */
const requeueOrphans = async (executeSql: ExecuteSql, enqueue: (jobId: number) => Promise<void>) => {
  const { rows } = await executeSql(
    `select id from jobs where status in ('queued', 'running') and not exists (
       select 1 from pgboss.job where name = $1 and (data->>'jobId')::int = jobs.id and state < 'completed')`,
    [QUEUE],
  );
  for (const { id } of rows) await enqueue(Number(id));
};

/** What a queue tells its owner as its own worker runs jobs. */
export interface JobQueueEvents {
  /** Job N's run in this process ended for good (not a slice handed back to the queue). */
  jobEnded?(jobId: number, outcome: Exclude<RunOutcome, 'continue'>): void;
}

export interface JobQueue {
  /** Hands job N to a worker (after its row is written), at once or from `startAfter` on. */
  enqueue(jobId: number, options?: { startAfter?: Date }): Promise<void>;
  /** Started and not yet stopping (the readiness check). */
  running(): boolean;
  stop(): Promise<void>;
}

/**
 * The queue of one server: sends, and when `work` is set also runs jobs. A job whose server died is
 * handed out again once its delivery expires (expireSeconds, noticed within maintenanceSeconds), and
 * continues from its last checkpoint.
 */
export const startJobQueue = async (
  database: DatabaseHandle,
  files: FileStore,
  settings: JobQueueSettings,
  mail?: MailSettings,
  events: JobQueueEvents = {},
): Promise<JobQueue> => {
  // Every query of pg-boss's and every job run still going: a stop waits for them before the database closes.
  const inFlight = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>) => {
    inFlight.add(work);
    const done = () => void inFlight.delete(work);
    work.then(done, done);
    return work;
  };
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => track(database.executeSql(text, values)) },
    migrate: false,
    supervise: settings.work,
    schedule: false,
    maintenanceIntervalSeconds: settings.maintenanceSeconds,
  });
  boss.on('error', (error) => console.error('job queue:', error));
  await boss.start();
  let stopping = false;
  let worker: string | undefined;
  const enqueue = async (jobId: number, options: { startAfter?: Date } = {}) => {
    const later = options.startAfter && options.startAfter.getTime() > Date.now();
    await boss.send(QUEUE, { jobId }, { expireInSeconds: settings.expireSeconds, ...(later ? { startAfter: options.startAfter } : {}) });
    // This server's own worker looks at once instead of at its next poll (up to pollingSeconds later).
    if (worker && !later) boss.notifyWorker(worker);
  };

  if (settings.work) {
    const run = async (jobId: number) => {
      // Fetched while the queue stopped: handed straight back, before touching the database.
      if (stopping) throw new Error(`Server stopping: job ${jobId} not started`);
      const outcome = await runJob(database.db, jobId, {
        files,
        mail,
        sliceMs: settings.sliceSeconds * 1000,
        stopping: () => stopping,
        overlap: database.kind === 'postgres',
      });
      if (outcome !== 'continue') return events.jobEnded?.(jobId, outcome);
      // Failing the delivery hands it out again at once, here after a restart or to another instance.
      if (stopping) throw new Error(`Server stopping: job ${jobId} continues from its checkpoint`);
      await enqueue(jobId);
    };
    worker = await boss.work<{ jobId: number }>(QUEUE, { pollingIntervalSeconds: settings.pollingSeconds }, ([message]) => track(run(message!.data.jobId)));
    await requeueOrphans(database.executeSql, enqueue);
  }

  return {
    async enqueue(jobId, options) {
      try {
        await enqueue(jobId, options);
      } catch (error) {
        await database.db
          .update(jobs)
          .set({ status: 'failed', error: { key: 'server.job_failed', params: { message: String(error).slice(0, 300) } }, finished_at: sql`now()`, updated_at: sql`now()` })
          .where(eq(jobs.id, jobId));
        throw error;
      }
    },
    running: () => !stopping,
    async stop() {
      stopping = true;
      // Past its timeout pg-boss hands running jobs back and returns, though their batches still run.
      await boss.stop({ graceful: true, wait: true, timeout: settings.stopSeconds * 1000 });
      // pg-boss completes or fails a delivery just after its run ends, unawaited: let it start, then wait.
      do {
        await Promise.allSettled([...inFlight]);
        await new Promise((resolve) => setImmediate(resolve));
      } while (inFlight.size);
    },
  };
};
