import { canDo, type AccessSubject, type Module } from './permissions';
import type { ServerMessage } from './serverMessages';

/** Long work run by the server's job queue (imports, label batches, sends), as the console sees it. */
export const JOB_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Path of the jobs API on the employee base: the staff's own back-office work, whatever base it touches. */
export const JOBS_PATH = '/api/v1/jobs';

export interface JobRecord {
  id: number;
  type: string;
  module: Module;
  status: JobStatus;
  /** Items processed so far, and out of how many once the job knows. */
  done: number;
  total: number | null;
  /** Items a second over the current run; null until the run has processed something. */
  rate: number | null;
  /** Seconds left at the current rate; null while unknown. */
  seconds_left: number | null;
  result: Record<string, unknown> | null;
  /** A server message key with its values, when the job failed. */
  error: ServerMessage | null;
  created_by: number | null;
  created_at: string;
  started_at: string | null;
  updated_at: string;
  finished_at: string | null;
}

/** Statuses a job leaves no more by itself. */
export const isFinished = (status: JobStatus) => status === 'done' || status === 'failed' || status === 'cancelled';
export const canBeCancelled = (status: JobStatus) => status === 'queued' || status === 'running';
export const canBeResumed = (status: JobStatus) => status === 'failed' || status === 'cancelled';

/**
 * Rate over the current run (a resumed job starts a new run, so a pause does not drag it down) and the
 * time left at that rate.
 */
export const jobPace = (
  run: { done: number; total: number | null; run_done_start: number; started_at: Date | null; now: Date },
): { rate: number | null; seconds_left: number | null } => {
  const processed = run.done - run.run_done_start;
  const seconds = run.started_at ? (run.now.getTime() - run.started_at.getTime()) / 1000 : 0;
  if (processed <= 0 || seconds <= 0) return { rate: null, seconds_left: null };
  const rate = processed / seconds;
  return { rate, seconds_left: run.total === null ? null : Math.max(0, run.total - run.done) / rate };
};

/** Who sees a job: whoever started it, and whoever may list its module. */
export const canSeeJob = (subject: AccessSubject & { id: number }, job: { module: Module; created_by: number | null }) =>
  job.created_by === subject.id || canDo(subject, job.module, 'list');

/** Who cancels or resumes a job: whoever started it, and whoever may edit its module. */
export const canControlJob = (subject: AccessSubject & { id: number }, job: { module: Module; created_by: number | null }) =>
  job.created_by === subject.id || canDo(subject, job.module, 'edit');
