import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { employees } from './employees';
import { identityId, partOf } from './columns';

/**
 * Refresh tokens, stored hashed. Each sign-in starts a family; every use rotates the token, and a
 * reused (already rotated) token revokes its whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: identityId(),
    employee_id: partOf('employee_id', () => employees.id),
    family_id: text('family_id').notNull(),
    token_hash: text('token_hash').notNull().unique(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_family').on(t.family_id), index('refresh_tokens_employee').on(t.employee_id)],
);

/** Who did what to a session: sign-in, failed sign-in, refusal, refresh reuse, logout. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: identityId(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    event: text('event').notNull(),
    employee_id: integer('employee_id'),
    email: text('email'),
    ip: text('ip'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_events_at').on(t.at),
    index('audit_events_employee').on(t.employee_id),
    // Failed sign-ins are counted per account and per address over a recent window.
    index('audit_events_email_at').on(t.email, t.at),
    index('audit_events_ip_at').on(t.ip, t.at),
  ],
);
