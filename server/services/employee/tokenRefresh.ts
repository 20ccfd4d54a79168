import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../../auth/access';
import { recordAudit } from '../../auth/audit';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from '../../auth/refreshCookie';
import { rotateRefreshToken } from '../../auth/refreshTokens';
import { findSessionEmployee, signAccessToken } from '../../auth/sessions';
import type { SessionRouteContext } from './sessionResponse';
import { ok } from '../../http/envelope';
import { noBody, tokenAnswer } from '../../openapi/common';

/**
 * POST /api/v1/token/refresh: spends the refresh cookie for a new access token and a new refresh
 * token of the same family. A spent token presented again after the grace window revokes the family (audited).
 */
export const registerTokenRefresh = (app: FastifyInstance, context: SessionRouteContext) => {
  const { db, tokens, authSettings, cookiePath } = context;
  app.post('/api/v1/token/refresh', { config: { access: { public: true } }, schema: { summary: 'Spend the refresh cookie for a new access token', body: noBody, response: { 200: tokenAnswer } } }, async (request, reply) => {
    const presented = readRefreshCookie(request);
    if (!presented) throw unauthorized('server.session_expired');
    const rotation = await rotateRefreshToken(db, presented, {
      seconds: authSettings.refreshTokenSeconds,
      graceSeconds: authSettings.refreshGraceSeconds,
    });
    if (rotation.outcome !== 'rotated') {
      clearRefreshCookie(request, reply, cookiePath);
      if (rotation.outcome === 'reused') {
        await recordAudit(db, request, 'refresh_reuse', { employee_id: rotation.employeeId, detail: { session: rotation.familyId } });
      }
      throw unauthorized('server.session_expired');
    }
    const employee = await findSessionEmployee(db, { id: rotation.employeeId });
    if (!employee || employee.status !== 'active') {
      clearRefreshCookie(request, reply, cookiePath);
      throw unauthorized('server.account_inactive');
    }
    setRefreshCookie(request, reply, cookiePath, rotation.next.token, rotation.next.expiresAt);
    return ok({ token: await signAccessToken(tokens, authSettings, employee, rotation.next.familyId) });
  });
};
