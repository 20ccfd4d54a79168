import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { auditEvents } from '../db/schema';
import { HttpError } from '../http/errors';
import type { AuthSettings } from './settings';

/**
 * Failed sign-ins are counted from the audit trail, so the limits hold across server processes and
 * restarts. An account's counts restart after its last successful sign-in; an address's do not.
 */
const failuresSince = async (db: Database, where: SQL, since: Date) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditEvents)
    .where(and(eq(auditEvents.event, 'sign_in_failed'), where, gt(auditEvents.at, since)));
  return row?.n ?? 0;
};

const lastSignIn = async (db: Database, email: string, since: Date): Promise<Date> => {
  const [row] = await db
    .select({ at: sql<string | null>`max(${auditEvents.at})` })
    .from(auditEvents)
    .where(and(eq(auditEvents.event, 'sign_in'), eq(auditEvents.email, email), gt(auditEvents.at, since)));
  return row?.at ? new Date(row.at) : since;
};

/** An address the account signed in from lately is its usual one: the account-wide ceiling does not shut it out. */
const USUAL_ADDRESS_DAYS = 30;

const signedInFrom = async (db: Database, email: string, ip: string) => {
  const since = new Date(Date.now() - USUAL_ADDRESS_DAYS * 24 * 60 * 60 * 1000);
  const [row] = await db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(and(eq(auditEvents.event, 'sign_in'), eq(auditEvents.email, email), eq(auditEvents.ip, ip), gt(auditEvents.at, since)))
    .limit(1);
  return row !== undefined;
};

const tooManySignIns = (minutes: number) =>
  new HttpError(429, 'too_many_attempts', { key: 'server.too_many_sign_ins', params: { minutes } });

/** The limit a sign-in attempt went past, if any. */
const limitPassed = async (db: Database, ip: string, email: string, { failedSignIns: limits }: AuthSettings) => {
  const windowStart = new Date(Date.now() - limits.windowSeconds * 1000);
  const accountSince = await lastSignIn(db, email, windowStart);
  const byAccount = eq(auditEvents.email, email);
  const byAddress = eq(auditEvents.ip, ip);
  if ((await failuresSince(db, and(byAccount, byAddress)!, accountSince)) > limits.perAccountAndAddress) return 'account_and_address';
  // Both wider limits spare an account at an address it signed in from lately: one office's
  // address must not lock out all its staff after others' failures.
  if ((await failuresSince(db, byAddress, windowStart)) > limits.perAddress && !(await signedInFrom(db, email, ip))) return 'address';
  if ((await failuresSince(db, byAccount, accountSince)) > limits.perAccount && !(await signedInFrom(db, email, ip))) return 'account';
  return undefined;
};

export interface SignInAttempt {
  /** The attempt proved the password: it no longer counts as a failure. */
  succeeded(): Promise<void>;
}

/**
 * Charges a sign-in attempt before the password is checked, or refuses it with 429 (and Retry-After)
 * past a limit. The attempt is written first as a failure and counted after, so concurrent attempts
 * each see the ones written before them and no more than the limit get a password check (a count
 * taken before the write would let every parallel attempt through). Limits: per account from one
 * address, so someone failing elsewhere does not lock out the person at their usual address; per
 * address across accounts; and a higher ceiling per account across addresses (ASVS 2.2.1); the last
 * two do not apply at an address the account signed in from lately.
 */
export const chargeSignInAttempt = async (
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  attempt: { email: string; employee_id?: number; detail: Record<string, unknown> },
  settings: AuthSettings,
): Promise<SignInAttempt> => {
  const [charged] = await db
    .insert(auditEvents)
    .values({ event: 'sign_in_failed', ip: request.ip, email: attempt.email, employee_id: attempt.employee_id ?? null, detail: attempt.detail })
    .returning({ id: auditEvents.id });
  const thisAttempt = eq(auditEvents.id, charged!.id);
  const limitedBy = await limitPassed(db, request.ip, attempt.email, settings);
  if (limitedBy) {
    // Refused before any password check: not a failure, so the window can run out.
    await db.update(auditEvents).set({ event: 'sign_in_throttled', detail: { ...attempt.detail, limited_by: limitedBy } }).where(thisAttempt);
    reply.header('Retry-After', String(settings.failedSignIns.windowSeconds));
    throw tooManySignIns(Math.ceil(settings.failedSignIns.windowSeconds / 60));
  }
  return {
    succeeded: async () => {
      await db.delete(auditEvents).where(thisAttempt);
    },
  };
};
