import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordAudit } from '../../auth/audit';
import { readRefreshCookie, setRefreshCookie } from '../../auth/refreshCookie';
import { revokeFamilyOf } from '../../auth/refreshTokens';
import { startSession, type SessionEmployee } from '../../auth/sessions';
import type { ServiceContext } from '../../context';
import { ok } from '../../http/envelope';

/** What the session routes share: the service context and where the refresh cookie lives. */
export interface SessionRouteContext extends ServiceContext {
  /** The token endpoints of this base (e.g. /svc/employee/api/v1/token): the only path the cookie is sent to. */
  cookiePath: string;
}

export const sessionRouteContext = (app: FastifyInstance, context: ServiceContext): SessionRouteContext => ({
  ...context,
  cookiePath: `${app.prefix}/api/v1/token`,
});

/** Starts a session and answers it: access token in the spec's envelope, refresh token in its cookie. */
export const sendNewSession = async (
  { db, tokens, authSettings, cookiePath }: SessionRouteContext,
  request: FastifyRequest,
  reply: FastifyReply,
  employee: SessionEmployee,
  method: 'email' | 'oidc',
) => {
  const replaced = readRefreshCookie(request);
  if (replaced) await revokeFamilyOf(db, replaced);
  const session = await startSession(db, tokens, authSettings, employee);
  await recordAudit(db, request, 'sign_in', {
    employee_id: employee.id,
    email: employee.email,
    // The agent names the session on its owner's profile.
    detail: { method, session: session.refresh.familyId, agent: request.headers['user-agent']?.slice(0, 300) ?? null },
  });
  setRefreshCookie(request, reply, cookiePath, session.refresh.token, session.refresh.expiresAt);
  return ok({ token: session.token });
};
