import type { z } from 'zod';
import type { Module } from '@domain/permissions';
import type { Database } from '../db/client';
import type { FileStore } from '../files/store';
import type { MailSettings } from '../services/cms/notifications/mailSettings';

/** What a batch may use besides its transaction: the file store, and the mail server when one is configured. */
export interface JobServices {
  files: FileStore;
  mail?: MailSettings;
}

/** A transaction of the database handle: what a batch writes through. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What one batch reports; the runner commits it with the batch's writes. */
export interface BatchOutcome<Checkpoint> {
  /** Where the next batch starts (a cursor such as the last id or line processed). */
  checkpoint: Checkpoint;
  /** Items this batch processed (adds to the job's `done`). */
  processed: number;
  /** The number of items in all, once known. */
  total?: number;
  /** True when nothing is left; `result` is then the job's summary. */
  finished?: boolean;
  result?: Record<string, unknown>;
}

export interface JobBatch<Params, Checkpoint> {
  id: number;
  params: Params;
  /** undefined on the first batch. */
  checkpoint: Checkpoint | undefined;
  created_by: number | null;
  /**
   * Waits, inside the database where a deadlock is seen and broken, until the batch before this one has
   * committed or rolled back. A batch that may run beside the one before it (see `nextCheckpoint`)
   * calls it before writing a row that batch writes too (a running total). At once otherwise. It waits
   * for the batch just before only: that one may have failed while an earlier one still runs. The order
   * of commits is kept by the guarded checkpoint, not by this wait.
   */
  awaitTurn(): Promise<void>;
}

/**
 * A kind of job. The contract that makes a job resumable and each item processed once:
 * - `runBatch` processes the next few items after `checkpoint` (a bounded amount of work: seconds,
 *   not minutes) and returns the checkpoint after them;
 * - it writes only through `tx`: the runner advances the checkpoint in that same transaction, and only
 *   if the job still stands at the checkpoint the batch started from and is still running. A crash, a
 *   cancel or a second worker rolls the batch back whole, and the next run starts from the last
 *   committed checkpoint;
 * - anything outside the database it touches (files, e-mail) must be idempotent for the batch, since a
 *   rolled-back batch runs again.
 */
export interface JobType<Params = unknown, Checkpoint = unknown> {
  /** The module whose permissions govern the job (who sees, cancels and resumes it). */
  module: Module;
  params: z.ZodType<Params>;
  runBatch(tx: Transaction, job: JobBatch<Params, Checkpoint>, services: JobServices): Promise<BatchOutcome<Checkpoint>>;
  /**
   * The checkpoint a batch started at `checkpoint` returns, for a type that knows it before the batch
   * runs (the next chunk of a file). On PostgreSQL the runner then starts the next batches, each in a
   * transaction of its own, while this one runs (BATCHES_IN_FLIGHT), so one's database work overlaps the
   * others' work in Node. Its batches must not wait on each other's locks before their end, and must
   * keep running totals in the database rather than in the checkpoint.
   */
  nextCheckpoint?(checkpoint: Checkpoint | undefined): Checkpoint;
}

/**
 * Thrown by a batch whose record moved on while it ran (an import cancelled, say): the batch is rolled
 * back and runs again, alone, from the job's committed checkpoint, where it sees the new state.
 */
export class BatchSuperseded extends Error {}

const jobTypes = new Map<string, JobType>();

/** Registers a job type by name (`<area>.<verb>`, e.g. `variants.import`); names are unique. */
export const registerJobType = <Params, Checkpoint>(name: string, type: JobType<Params, Checkpoint>) => {
  const known = jobTypes.get(name);
  if (known && known !== (type as JobType)) throw new Error(`Job type ${name} is registered twice`);
  jobTypes.set(name, type as JobType);
};

export const jobTypeOf = (name: string): JobType | undefined => jobTypes.get(name);
