import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { emailAddress } from '@domain/email';
import { schemaMessage } from '@domain/schemaMessages';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { forbidden, staffOf, unauthorized } from '../../auth/access';
import { recordAudit } from '../../auth/audit';
import { clearRefreshCookie } from '../../auth/refreshCookie';
import { revokeFamily } from '../../auth/refreshTokens';
import { findSessionEmployee } from '../../auth/sessions';
import { chargeSignInAttempt } from '../../auth/signInThrottle';
import type { ServiceContext } from '../../context';
import { registerOidcSignIn } from './oidcSignIn';
import { registerProfileImage } from './profileImage';
import { preferencesAnswer, preferencesOf } from './profile';
import { sendNewSession, sessionRouteContext } from './sessionResponse';
import { registerTokenRefresh } from './tokenRefresh';
import { ok } from '../../http/envelope';
import { envelope, noBody, tokenAnswer } from '../../openapi/common';
import { ROLES } from '@domain/permissions';

const credentialsSchema = z.object({
  email: emailAddress(schemaMessage('server.enter_email')),
  password: z.string().min(1, { message: schemaMessage('server.enter_your_password') }),
});

const sessionAnswer = envelope(
  z.object({
    id: z.number().int(),
    role: z.enum(ROLES),
    is_super_admin: z.boolean(),
    permissions: z.record(z.string(), z.array(z.string())),
    preferences: preferencesAnswer,
  }),
);

/** Checked for unknown emails too, so a wrong email takes as long as a wrong password. */
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(randomBytes(16).toString('hex')));

/** Guest token, sign-in, refresh, sign-out and the signed-in session (spec sections 4 and 7). */
export const registerSessionRoutes = (app: FastifyInstance, serviceContext: ServiceContext) => {
  const context = sessionRouteContext(app, serviceContext);
  const { db, tokens, authSettings } = context;
  const guestToken = () => tokens.sign({ login: false }, authSettings.accessTokenSeconds);

  app.post('/api/v1/token/generate', { config: { access: { public: true } }, schema: { summary: 'A guest token', body: noBody, response: { 200: tokenAnswer } } }, async () => ok({ token: await guestToken() }));

  app.post('/api/v1/employee/login/email', { config: { access: { public: true } }, schema: { summary: 'Sign in with email and password; sets the refresh cookie', body: credentialsSchema, response: { 200: tokenAnswer } } }, async (request, reply) => {
    const { email, password } = credentialsSchema.parse(request.body ?? {});
    const employee = await findSessionEmployee(db, { email });
    const attempt = await chargeSignInAttempt(db, request, reply, { email, employee_id: employee?.id, detail: { method: 'email' } }, authSettings);
    const valid = await verifyPassword(employee?.password_hash ?? (await decoy()), password);
    // A failed attempt stays recorded as charged.
    if (!employee || !valid) throw unauthorized('server.sign_in_failed');
    await attempt.succeeded();
    if (employee.status !== 'active') {
      await recordAudit(db, request, 'sign_in_refused', { employee_id: employee.id, email, detail: { reason: 'disabled' } });
      throw forbidden('server.account_disabled');
    }
    return sendNewSession(context, request, reply, employee, 'email');
  });

  app.post('/api/v1/employee/logout', { config: { access: { authenticated: true } }, schema: { summary: 'Sign out: ends the session, answers a guest token', body: noBody, response: { 200: tokenAnswer } } }, async (request, reply) => {
    const staff = staffOf(request);
    if (staff.sessionId) await revokeFamily(db, staff.sessionId);
    await recordAudit(db, request, 'logout', { employee_id: staff.id, email: staff.email, detail: { session: staff.sessionId } });
    clearRefreshCookie(request, reply, context.cookiePath);
    return ok({ token: await guestToken() });
  });

  app.get('/api/v1/employee/session', { config: { access: { authenticated: true } }, schema: { summary: 'The signed-in staff member, their permissions and preferences', response: { 200: sessionAnswer } } }, async (request) => {
    const staff = staffOf(request);
    // The employee's language and theme come with the session, so the console applies them at sign-in.
    const preferences = await preferencesOf(db, staff.id);
    return ok({ id: staff.id, role: staff.role, is_super_admin: staff.is_super_admin, permissions: staff.permissions, preferences });
  });

  registerTokenRefresh(app, context);
  registerOidcSignIn(app, context);
  registerProfileImage(app, context);
};
