import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { JobStatus } from '@domain/jobs';
import type { ServerMessage } from '@domain/serverMessages';
import { identityId } from './columns';

/**
 * The console's record of each job: status, progress and the handler's checkpoint. pg-boss (schema
 * `pgboss`) only carries "run job N" messages; this row is the truth, and its checkpoint moves in the
 * same transaction as the batch it covers (server/jobs/runner.ts).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: identityId(),
    type: text('type').notNull(),
    module: text('module').notNull(),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    params: jsonb('params').$type<unknown>().notNull().default({}),
    checkpoint: jsonb('checkpoint').$type<unknown>(),
    done: integer('done').notNull().default(0),
    total: integer('total'),
    /** `done` when the current run started, for its rate. */
    run_done_start: integer('run_done_start').notNull().default(0),
    result: jsonb('result').$type<Record<string, unknown>>(),
    error: jsonb('error').$type<ServerMessage>(),
    created_by: integer('created_by'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    started_at: timestamp('started_at', { withTimezone: true }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('jobs_created_by').on(t.created_by, t.id), index('jobs_module').on(t.module, t.id)],
);
