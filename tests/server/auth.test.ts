import { expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../../server/auth/passwords';
import { REFRESH_COOKIE } from '../../server/auth/refreshCookie';
import { readAuthSettings } from '../../server/auth/settings';
import { auditEvents, employees, roles } from '../../server/db/schema';
import { DEMO_ACCOUNTS } from '../../server/db/seed/accounts';
import { describeEachDatabase, type TestServer } from './harness';
import { concreteUrl } from './routes';

/** Small limits so the throttle trips in a few requests. */
const authSettings = readAuthSettings({ SIGN_IN_MAX_FAILURES_PER_ACCOUNT: '3', SIGN_IN_MAX_FAILURES_PER_ADDRESS: '5' });

const EMPLOYEE = '/svc/employee/api/v1';
const NO_ACCESS = { email: 'no.modules@example.com', password: 'Nothing#2026!' };


const refreshCookieOf = (response: LightMyRequestResponse): string | undefined => {
  const header = [response.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith(`${REFRESH_COOKIE}=`));
  const value = header?.split(';')[0]!.slice(REFRESH_COOKIE.length + 1);
  return value ? decodeURIComponent(value) : undefined;
};

const signIn = (server: TestServer, credentials: { email: string; password: string }, remoteAddress = '127.0.0.1') =>
  server.app.inject({ method: 'POST', url: `${EMPLOYEE}/employee/login/email`, payload: credentials, remoteAddress });

const refresh = (server: TestServer, cookie: string | undefined) =>
  server.app.inject({
    method: 'POST',
    url: `${EMPLOYEE}/token/refresh`,
    headers: cookie ? { cookie: `${REFRESH_COOKIE}=${encodeURIComponent(cookie)}` } : {},
  });

const sessionInfo = (server: TestServer, token: string) => server.request(token, { method: 'GET', url: `${EMPLOYEE}/employee/session` });

const auditCount = async (server: TestServer, event: string, email?: string) =>
  (
    await server.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.event, event), email ? eq(auditEvents.email, email) : undefined))
  ).length;

describeEachDatabase('access control on every registered route', (server) => {
  it('has collected the API routes of every base, each with its rule', () => {
    const routes = server().app.apiRoutes;
    expect(routes.length).toBeGreaterThan(5);
    expect(routes.some((r) => r.url.startsWith('/svc/employee/'))).toBe(true);
    expect(routes.some((r) => 'module' in r.access)).toBe(true);
  });

  it('answers 401 without a token on every route that is not declared public', async () => {
    const guarded = server().app.apiRoutes.filter((r) => r.method !== 'HEAD' && !('public' in r.access));
    const failures: string[] = [];
    for (const route of guarded) {
      const response = await server().request(undefined, { method: route.method as 'GET', url: concreteUrl(route.url) });
      if (response.statusCode !== 401) failures.push(`${route.method} ${route.url} -> ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 on every module-guarded route to an employee whose role lacks the module', async () => {
    const { db } = server().database;
    const [role] = await db.insert(roles).values({ name: 'no-modules', description: 'Holds no permission' }).returning();
    await db.insert(employees).values({
      first_name: 'Nila',
      last_name: 'Das',
      email: NO_ACCESS.email,
      role_id: role!.id,
      password_hash: await hashPassword(NO_ACCESS.password),
    });
    const token = (await signIn(server(), NO_ACCESS)).json().body.token as string;
    const guarded = server().app.apiRoutes.filter((r) => r.method !== 'HEAD' && 'module' in r.access);
    expect(guarded.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const route of guarded) {
      const response = await server().request(token, { method: route.method as 'GET', url: concreteUrl(route.url) });
      if (response.statusCode !== 403) failures.push(`${route.method} ${route.url} -> ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
    expect(await auditCount(server(), 'access_denied', NO_ACCESS.email)).toBe(guarded.length);
  });
});

describeEachDatabase('sessions', (server) => {
  it('signs in with an access token in the envelope and the refresh token in an httpOnly cookie', async () => {
    const response = await signIn(server(), DEMO_ACCOUNTS.admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isSuccess: true, body: { token: expect.stringMatching(/^ey/) } });
    expect(response.json().body).not.toHaveProperty('refresh_token');
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Strict/);
    expect(header).toMatch(/Path=\/svc\/employee\/api\/v1\/token/);
    expect(await auditCount(server(), 'sign_in', DEMO_ACCOUNTS.admin.email)).toBeGreaterThan(0);
  });

  it('rotates the refresh token on every use, and a reused one revokes its whole family', async () => {
    const first = refreshCookieOf(await signIn(server(), DEMO_ACCOUNTS.editor));
    const rotated = await refresh(server(), first);
    expect(rotated.statusCode).toBe(200);
    const second = refreshCookieOf(rotated);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    const accessToken = rotated.json().body.token as string;
    expect((await sessionInfo(server(), accessToken)).statusCode).toBe(200);

    const reuse = await refresh(server(), first);
    expect(reuse.statusCode).toBe(401);
    expect(await auditCount(server(), 'refresh_reuse')).toBe(1);
    // The legitimate holder's newer token and its access token die with the family.
    expect((await refresh(server(), second)).statusCode).toBe(401);
    expect((await sessionInfo(server(), accessToken)).statusCode).toBe(401);
  });

  it('refuses a refresh without a cookie or with an unknown token', async () => {
    expect((await refresh(server(), undefined)).statusCode).toBe(401);
    expect((await refresh(server(), 'not-a-token')).statusCode).toBe(401);
  });

  it('logout revokes the session on the server and clears the cookie', async () => {
    const login = await signIn(server(), DEMO_ACCOUNTS.admin);
    const token = login.json().body.token as string;
    const logout = await server().request(token, { method: 'POST', url: `${EMPLOYEE}/employee/logout` });
    expect(logout.statusCode).toBe(200);
    expect(logout.json().body.token).toMatch(/^ey/);
    expect(String(logout.headers['set-cookie'])).toMatch(/Max-Age=0/);
    expect((await refresh(server(), refreshCookieOf(login))).statusCode).toBe(401);
    expect((await sessionInfo(server(), token)).statusCode).toBe(401);
    expect(await auditCount(server(), 'logout', DEMO_ACCOUNTS.admin.email)).toBe(1);
  });

  it('serves an employee its own profile image, and others only to who may view employees', async () => {
    const { db } = server().database;
    await db.update(employees).set({ profile_image: '/media/editor.png' }).where(eq(employees.email, DEMO_ACCOUNTS.editor.email));
    const [editor] = await db.select().from(employees).where(eq(employees.email, DEMO_ACCOUNTS.editor.email));
    const [admin] = await db.select().from(employees).where(eq(employees.email, DEMO_ACCOUNTS.admin.email));
    const editorToken = await server().tokenFor('editor');
    const own = await server().request(editorToken, { method: 'GET', url: `${EMPLOYEE}/employee/profile-image/${editor!.id}` });
    expect(own.json()).toEqual({ isSuccess: true, body: { profile_image: '/media/editor.png' } });
    const other = await server().request(editorToken, { method: 'GET', url: `${EMPLOYEE}/employee/profile-image/${admin!.id}` });
    expect(other.statusCode).toBe(403);
    const byAdmin = await server().request(await server().tokenFor('admin'), {
      method: 'GET',
      url: `${EMPLOYEE}/employee/profile-image/${editor!.id}`,
    });
    expect(byAdmin.json().body.profile_image).toBe('/media/editor.png');
  });
  it('limits failed sign-ins per account with a clear 429, and a correct password does not get through', async () => {
    const account = { email: DEMO_ACCOUNTS.editor.email, password: 'wrong-password' };
    for (let attempt = 0; attempt < 3; attempt++) expect((await signIn(server(), account, '10.1.0.1')).statusCode).toBe(401);
    const throttled = await signIn(server(), DEMO_ACCOUNTS.editor, '10.1.0.2');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().error.message).toMatch(/Too many failed sign-in attempts/);
    expect(throttled.headers['retry-after']).toBeDefined();
    expect(await auditCount(server(), 'sign_in_failed', account.email)).toBe(3);
    expect(await auditCount(server(), 'sign_in_throttled', account.email)).toBe(1);
    // Other accounts are unaffected.
    expect((await signIn(server(), DEMO_ACCOUNTS.admin, '10.1.0.3')).statusCode).toBe(200);
  });

  it('limits failed sign-ins per address, across accounts', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await signIn(server(), { email: `nobody${attempt}@example.com`, password: 'x' }, '10.2.0.1');
      expect(response.statusCode).toBe(401);
    }
    expect((await signIn(server(), DEMO_ACCOUNTS.admin, '10.2.0.1')).statusCode).toBe(429);
    expect((await signIn(server(), DEMO_ACCOUNTS.admin, '10.2.0.2')).statusCode).toBe(200);
  });

  it('refuses a disabled account and audits the refusal', async () => {
    const { db } = server().database;
    const [role] = await db.select().from(roles).where(eq(roles.name, 'editor'));
    const email = 'former.staff@example.com';
    await db.insert(employees).values({
      first_name: 'Kiran',
      last_name: 'Shah',
      email,
      role_id: role!.id,
      status: 'disabled',
      password_hash: await hashPassword('Former#2026!'),
    });
    const response = await signIn(server(), { email, password: 'Former#2026!' }, '10.3.0.1');
    expect(response.statusCode).toBe(403);
    expect(await auditCount(server(), 'sign_in_refused', email)).toBe(1);
  });

}, { authSettings });
