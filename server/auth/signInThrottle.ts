import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { auditEvents } from '../db/schema';
import { HttpError } from '../http/errors';
import { recordAudit } from './audit';
import type { AuthSettings } from './settings';

/**
 * Failed sign-ins are counted from the audit trail, so the limit holds across server processes and
 * restarts. An account's count restarts after its last successful sign-in; an address's does not.
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

export const tooManySignIns = (minutes: number) =>
  new HttpError(429, 'too_many_attempts', { key: 'server.too_many_sign_ins', params: { minutes } });

/** Refuses with 429 (and Retry-After) when the account or the address has failed too often lately. */
export const assertSignInAllowed = async (
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  { failedSignIns: limits }: AuthSettings,
) => {
  const windowStart = new Date(Date.now() - limits.windowSeconds * 1000);
  const [byAccount, byAddress] = [
    await failuresSince(db, eq(auditEvents.email, email), await lastSignIn(db, email, windowStart)),
    await failuresSince(db, eq(auditEvents.ip, request.ip), windowStart),
  ];
  const limitedBy = byAccount >= limits.perAccount ? 'account' : byAddress >= limits.perAddress ? 'address' : undefined;
  if (!limitedBy) return;
  await recordAudit(db, request, 'sign_in_throttled', { email, detail: { limited_by: limitedBy } });
  reply.header('Retry-After', String(limits.windowSeconds));
  throw tooManySignIns(Math.ceil(limits.windowSeconds / 60));
};
