import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { CONSOLE_THEMES, preferencesSchema, type Preferences } from '@domain/profile';
import { employeePreferences, refreshTokens } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { forbidden, staffOf, type StaffContext } from '../../auth/access';
import { recordAudit } from '../../auth/audit';
import { recordChange } from '../../history/recordChange';
import { badRequest } from '../../http/errors';
import { rowsOf } from '../../http/listTotal';
import { ok } from '../../http/envelope';
import type { Database, Executor } from '../../db/client';
import type { ServiceContext } from '../../context';
import { envelope, noBody } from '../../openapi/common';

export const PROFILE_PATH = '/api/v1/profile/:profile_id';

const profileParams = z.object({ profile_id: z.coerce.number().int() });

/** A staff member's language and theme, null until chosen. */
export const preferencesAnswer = z.object({ language: z.string().nullable(), theme: z.enum(CONSOLE_THEMES).nullable() });
const sessionsAnswer = envelope(
  z.array(
    z.object({
      id: z.string(),
      started_at: z.iso.datetime(),
      last_active_at: z.iso.datetime(),
      ip: z.string().nullable(),
      agent: z.string().nullable(),
      current: z.boolean(),
    }),
  ),
);

/** A profile is its owner's alone: anyone else, whatever their role, is refused. */
const ownProfile = (request: FastifyRequest): StaffContext => {
  const staff = staffOf(request);
  const { profile_id } = profileParams.parse(request.params);
  if (profile_id !== staff.id) throw forbidden('server.own_profile_only');
  return staff;
};

export const preferencesOf = async (db: Executor, employeeId: number): Promise<Preferences> => {
  const [row] = await db
    .select({ language: employeePreferences.language, theme: employeePreferences.theme })
    .from(employeePreferences)
    .where(eq(employeePreferences.employee_id, employeeId));
  return { language: row?.language ?? null, theme: (row?.theme as Preferences['theme']) ?? null };
};

export interface SessionRow {
  id: string;
  started_at: string;
  last_active_at: string;
  ip: string | null;
  agent: string | null;
  current: boolean;
}

/** The employee's live sessions (refresh-token families neither revoked nor expired), the latest first. */
export const sessionsOf = async (db: Database, staff: StaffContext): Promise<SessionRow[]> => {
  const result = await db.execute(sql`
    select t.family_id as id, min(t.created_at) as started_at, max(t.created_at) as last_active_at,
      (select a.ip from audit_events a where a.employee_id = ${staff.id} and a.event = 'sign_in' and a.detail->>'session' = t.family_id limit 1) as ip,
      (select a.detail->>'agent' from audit_events a where a.employee_id = ${staff.id} and a.event = 'sign_in' and a.detail->>'session' = t.family_id limit 1) as agent
    from refresh_tokens t
    where t.employee_id = ${staff.id}
    group by t.family_id
    having bool_and(t.revoked_at is null) and max(t.expires_at) > now()
    order by max(t.created_at) desc, t.family_id`);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    id: String(row.id),
    started_at: new Date(row.started_at as string).toISOString(),
    last_active_at: new Date(row.last_active_at as string).toISOString(),
    ip: (row.ip as string | null) ?? null,
    agent: (row.agent as string | null) ?? null,
    current: row.id === staff.sessionId,
  }));
};

/** /apps/profile/{profile_id}: the signed-in employee's language, theme and sessions. */
export const registerProfileRoutes = (app: FastifyInstance, { db }: ServiceContext) => {
  const access = { authenticated: true } as const;

  app.get(`${PROFILE_PATH}/preferences`, { config: { access }, schema: { params: profileParams, response: { 200: envelope(preferencesAnswer) } } }, async (request) => ok(await preferencesOf(db, ownProfile(request).id)));

  app.post(`${PROFILE_PATH}/preferences`, { config: { access }, schema: { params: profileParams, body: preferencesSchema, response: { 200: envelope(preferencesAnswer) } } }, async (request) => {
    const staff = ownProfile(request);
    const changes = preferencesSchema.parse(request.body ?? {});
    if (!Object.keys(changes).length) throw badRequest({ key: 'server.nothing_to_update' });
    return inTransaction(db, async (tx) => {
      const before = await preferencesOf(tx, staff.id);
      const after = { ...before, ...changes };
      await tx
        .insert(employeePreferences)
        .values({ employee_id: staff.id, ...after })
        .onConflictDoUpdate({ target: employeePreferences.employee_id, set: { ...after, updated_at: new Date() } });
      await recordChange(tx, staff.id, 'employees', staff.id, before, after, 'preferences');
      return ok(after);
    });
  });

  app.get(`${PROFILE_PATH}/sessions`, { config: { access }, schema: { params: profileParams, response: { 200: sessionsAnswer } } }, async (request) => ok(await sessionsOf(db, ownProfile(request))));

  /** Ends every session but the one asking: their refresh tokens are revoked and their access tokens refused. */
  app.post(`${PROFILE_PATH}/sessions/sign-out-others`, { config: { access }, schema: { params: profileParams, body: noBody, response: { 200: envelope(z.object({ ended: z.number().int() })) } } }, async (request) => {
    const staff = ownProfile(request);
    const ended = await inTransaction(db, async (tx) => {
      const rows = await tx
        .update(refreshTokens)
        .set({ revoked_at: new Date() })
        .where(
          and(
            eq(refreshTokens.employee_id, staff.id),
            isNull(refreshTokens.revoked_at),
            staff.sessionId ? ne(refreshTokens.family_id, staff.sessionId) : undefined,
          ),
        )
        .returning({ family: refreshTokens.family_id });
      const families = new Set(rows.map((row) => row.family)).size;
      await recordChange(tx, staff.id, 'employees', staff.id, { other_sessions: families }, { other_sessions: 0 }, 'sign_out_others');
      return families;
    });
    await recordAudit(db, request, 'sign_out_others', { employee_id: staff.id, email: staff.email, detail: { session: staff.sessionId, ended } });
    return ok({ ended });
  });
};
