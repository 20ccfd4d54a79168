import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { schemaMessage } from '@domain/schemaMessages';
import { forbidden, unauthorized } from '../../auth/access';
import { recordAudit } from '../../auth/audit';
import { createOidcVerifier } from '../../auth/oidc';
import { findSessionEmployee } from '../../auth/sessions';
import { HttpError } from '../../http/errors';
import { sendNewSession, type SessionRouteContext } from './sessionResponse';
import { tokenAnswer } from '../../openapi/common';

const oidcSignInSchema = z.object({
  id_token: z.string().min(1, { message: schemaMessage('server.identity_token_missing') }),
  nonce: z.string().min(1, { message: schemaMessage('server.nonce_missing') }),
});

/**
 * POST /api/v1/employee/login/oidc: exchanges an id_token from the configured OpenID Connect
 * provider for this server's own session. The email of the verified identity must belong to an
 * active employee; the role and permissions are this server's, never the provider's.
 */
export const registerOidcSignIn = (app: FastifyInstance, context: SessionRouteContext) => {
  const { db, authSettings } = context;
  const verify = authSettings.oidc ? createOidcVerifier(authSettings.oidc) : undefined;
  app.post('/api/v1/employee/login/oidc', { config: { access: { public: true } }, schema: { summary: 'Sign in with an identity provider\'s ID token', body: oidcSignInSchema, response: { 200: tokenAnswer } } }, async (request, reply) => {
    if (!verify) throw new HttpError(404, 'oidc_disabled', { key: 'server.identity_disabled' });
    const { id_token: idToken, nonce } = oidcSignInSchema.parse(request.body ?? {});
    let identity;
    try {
      identity = await verify(idToken, nonce);
    } catch (error) {
      await recordAudit(db, request, 'sign_in_failed', { detail: { method: 'oidc', reason: (error as Error).message } });
      throw unauthorized('server.identity_unverified');
    }
    const employee = await findSessionEmployee(db, { email: identity.email });
    if (!employee || employee.status !== 'active') {
      await recordAudit(db, request, 'sign_in_refused', {
        employee_id: employee?.id,
        email: identity.email,
        detail: { method: 'oidc', reason: employee ? 'disabled' : 'no_employee', sub: identity.sub },
      });
      throw forbidden('server.identity_unknown');
    }
    return sendNewSession(context, request, reply, employee, 'oidc');
  });
};
