import { setTimeout as sleep } from 'node:timers/promises';
import { pgErrorOf } from '../http/errors';
import type { Database, Transaction } from './client';

/** Serialization failure and deadlock: PostgreSQL rolled the transaction back, and running it again can succeed. */
const RETRIED_CODES = new Set(['40001', '40P01']);

/** Retries after the first failure; the whole work runs again each time. */
const RETRIES = 3;

/** A short wait that grows with the attempt, jittered so the transactions that collided do not meet again. */
const backoff = (attempt: number) => sleep((5 + Math.random() * 20) * attempt);

/**
 * Runs `work` in a transaction, and again (up to RETRIES times) when PostgreSQL rolls it back for a
 * serialization failure or a deadlock. `work` must have no effect outside the transaction. PGlite
 * runs one transaction at a time, so there it never meets these errors.
 */
export const inTransaction = async <T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      const code = pgErrorOf(error)?.code;
      if (attempt > RETRIES || !code || !RETRIED_CODES.has(code)) throw error;
      await backoff(attempt);
    }
  }
};
