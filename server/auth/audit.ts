import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { auditEvents } from '../db/schema';

export const AUDIT_EVENTS = [
  'sign_in',
  'sign_in_failed',
  'sign_in_refused',
  'sign_in_throttled',
  'access_denied',
  'refresh_reuse',
  'logout',
  'sign_out_others',
] as const;
export type AuditEvent = (typeof AUDIT_EVENTS)[number];

export interface AuditEntry {
  employee_id?: number;
  email?: string;
  detail?: Record<string, unknown>;
}

/** Writes one row of the session audit trail, with the caller's address. */
export const recordAudit = async (db: Database, request: FastifyRequest, event: AuditEvent, entry: AuditEntry = {}) => {
  await db.insert(auditEvents).values({
    event,
    ip: request.ip,
    employee_id: entry.employee_id ?? null,
    email: entry.email ?? null,
    detail: entry.detail ?? null,
  });
};
