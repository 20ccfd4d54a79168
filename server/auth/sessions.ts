import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { employees, refreshTokens, roles } from '../db/schema';
import { issueRefreshToken, type IssuedRefreshToken } from './refreshTokens';
import type { AuthSettings } from './settings';
import type { TokenSigner } from './tokens';

/** Ends every session of an employee (disabled account, password change): its refresh tokens stop working. */
export const revokeEmployeeSessions = async (db: Executor, employeeId: number): Promise<void> => {
  await db
    .update(refreshTokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(refreshTokens.employee_id, employeeId), isNull(refreshTokens.revoked_at)));
};

export type SessionEmployee = typeof employees.$inferSelect & { role: string };

const employeeWithRole = (db: Database) =>
  db.select({ employee: employees, role: roles.name }).from(employees).innerJoin(roles, eq(roles.id, employees.role_id));

/** The employee behind a sign-in, with its role name; undefined when unknown. */
export const findSessionEmployee = async (
  db: Database,
  where: { email: string } | { id: number },
): Promise<SessionEmployee | undefined> => {
  const [row] = await employeeWithRole(db).where('email' in where ? eq(employees.email, where.email) : eq(employees.id, where.id));
  return row ? { ...row.employee, role: row.role } : undefined;
};

export interface IssuedSession {
  /** The access token (body.token of the spec's envelope). */
  token: string;
  refresh: IssuedRefreshToken;
}

/** Signs the access token of a signed-in employee, tied to its refresh-token family. */
export const signAccessToken = (tokens: TokenSigner, settings: AuthSettings, employee: SessionEmployee, familyId: string) =>
  tokens.sign(
    {
      login: true,
      sub: String(employee.id),
      sid: familyId,
      id: employee.id,
      first_name: employee.first_name,
      last_name: employee.last_name,
      email: employee.email,
      mobile: employee.mobile,
      profile_image: employee.profile_image,
      is_super_admin: employee.is_super_admin,
      role: employee.role,
    },
    settings.accessTokenSeconds,
  );

/** A new session (new refresh-token family) for an employee who just proved who they are. */
export const startSession = async (
  db: Database,
  tokens: TokenSigner,
  settings: AuthSettings,
  employee: SessionEmployee,
): Promise<IssuedSession> => {
  const refresh = await issueRefreshToken(db, employee.id, settings.refreshTokenSeconds);
  return { token: await signAccessToken(tokens, settings, employee, refresh.familyId), refresh };
};
