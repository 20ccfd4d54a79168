import { expect, it } from 'vitest';
import { createHash, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../../server/auth/passwords';
import { REFRESH_COOKIE } from '../../server/auth/refreshCookie';
import { readAuthSettings } from '../../server/auth/settings';
import { parseTrustProxy } from '../../server/config';
import { auditEvents, employees, refreshTokens, roles } from '../../server/db/schema';
import { DEMO_ACCOUNTS } from '../../server/db/seed/accounts';
import { describeEachDatabase, type TestServer } from './harness';
import { concreteUrl } from './routes';

/** Small limits so the throttle trips in a few requests. */
const authSettings = readAuthSettings({
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS: '3',
  SIGN_IN_MAX_FAILURES_PER_ADDRESS: '5',
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT: '8',
});

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

/** Moves a refresh token's spending back in time, past the grace window. */
const spentLongAgo = async (server: TestServer, token: string) => {
  const seconds = authSettings.refreshGraceSeconds + 60;
  await server.database.db
    .update(refreshTokens)
    .set({ used_at: new Date(Date.now() - seconds * 1000) })
    .where(eq(refreshTokens.token_hash, createHash('sha256').update(token).digest('hex')));
};

/** A staff member of the editor role nobody else signs in as, so throttle counts start at zero. */
const newStaff = async (server: TestServer) => {
  const { db } = server.database;
  const [role] = await db.select().from(roles).where(eq(roles.name, 'editor'));
  const credentials = { email: `staff.${randomUUID()}@example.com`, password: 'Staff#2026!' };
  await db.insert(employees).values({
    first_name: 'Tara',
    last_name: 'Nair',
    email: credentials.email,
    role_id: role!.id,
    password_hash: await hashPassword(credentials.password),
  });
  return credentials;
};

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

    await spentLongAgo(server(), first!);
    const reuse = await refresh(server(), first);
    expect(reuse.statusCode).toBe(401);
    expect(await auditCount(server(), 'refresh_reuse')).toBe(1);
    // The legitimate holder's newer token and its access token die with the family.
    expect((await refresh(server(), second)).statusCode).toBe(401);
    expect((await sessionInfo(server(), accessToken)).statusCode).toBe(401);
  });

  it('two tabs refreshing with the same cookie at once both keep working', async () => {
    const cookie = refreshCookieOf(await signIn(server(), DEMO_ACCOUNTS.editor));
    const reusesBefore = await auditCount(server(), 'refresh_reuse');
    const tabs = await Promise.all([refresh(server(), cookie), refresh(server(), cookie)]);
    expect(tabs.map((tab) => tab.statusCode)).toEqual([200, 200]);
    for (const tab of tabs) {
      expect((await sessionInfo(server(), tab.json().body.token as string)).statusCode).toBe(200);
      // Whichever successor the browser kept, it goes on refreshing.
      expect((await refresh(server(), refreshCookieOf(tab))).statusCode).toBe(200);
    }
    expect(await auditCount(server(), 'refresh_reuse')).toBe(reusesBefore);
  });

  it('a spent token still yields a successor within the grace window, and revokes its family after it', async () => {
    const first = refreshCookieOf(await signIn(server(), DEMO_ACCOUNTS.admin));
    const rotated = refreshCookieOf(await refresh(server(), first));
    const lateTab = await refresh(server(), first);
    expect(lateTab.statusCode).toBe(200);
    const sibling = refreshCookieOf(lateTab);
    expect(sibling).toBeDefined();
    expect(sibling).not.toBe(rotated);

    await spentLongAgo(server(), first!);
    expect((await refresh(server(), first)).statusCode).toBe(401);
    expect((await refresh(server(), rotated)).statusCode).toBe(401);
    expect((await refresh(server(), sibling)).statusCode).toBe(401);
  });

  it('believes no X-Forwarded-* header unless TRUST_PROXY says so', async () => {
    const response = await server().app.inject({
      method: 'POST',
      url: `${EMPLOYEE}/employee/login/email`,
      payload: DEMO_ACCOUNTS.editor,
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).not.toMatch(/Secure/);
    const forwarded = await server().database.db.select().from(auditEvents).where(eq(auditEvents.ip, '203.0.113.9'));
    expect(forwarded).toEqual([]);
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
  it('limits failed sign-ins per account from one address with a clear 429; the right password from another address still signs in', async () => {
    const staff = await newStaff(server());
    const wrong = { ...staff, password: 'wrong-password' };
    for (let attempt = 0; attempt < 3; attempt++) expect((await signIn(server(), wrong, '10.1.0.1')).statusCode).toBe(401);
    const throttled = await signIn(server(), staff, '10.1.0.1');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().error.message).toMatch(/Too many failed sign-in attempts/);
    expect(throttled.headers['retry-after']).toBeDefined();
    expect(await auditCount(server(), 'sign_in_failed', staff.email)).toBe(3);
    expect(await auditCount(server(), 'sign_in_throttled', staff.email)).toBe(1);
    // Someone failing from 10.1.0.1 does not lock the person out at their own address.
    expect((await signIn(server(), staff, '10.1.0.2')).statusCode).toBe(200);
    expect(await auditCount(server(), 'sign_in_failed', staff.email)).toBe(3);
  });

  it('gives 20 parallel wrong passwords no more password checks than the limit', async () => {
    const staff = await newStaff(server());
    const wrong = { ...staff, password: 'wrong-password' };
    const statuses = (await Promise.all(Array.from({ length: 20 }, () => signIn(server(), wrong, '10.5.0.1')))).map((r) => r.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect(await auditCount(server(), 'sign_in_failed', staff.email)).toBeLessThanOrEqual(3);
  });

  it('limits failed sign-ins per account across addresses at a higher ceiling, except at an address it signed in from', async () => {
    const staff = await newStaff(server());
    expect((await signIn(server(), staff, '10.4.1.1')).statusCode).toBe(200);
    const wrong = { ...staff, password: 'wrong-password' };
    for (let attempt = 0; attempt < 8; attempt++) expect((await signIn(server(), wrong, `10.4.0.${attempt}`)).statusCode).toBe(401);
    expect((await signIn(server(), wrong, '10.4.0.99')).statusCode).toBe(429);
    expect((await signIn(server(), staff, '10.4.0.100')).statusCode).toBe(429);
    expect((await signIn(server(), staff, '10.4.1.1')).statusCode).toBe(200);
  });

  it('limits failed sign-ins per address, across accounts', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await signIn(server(), { email: `nobody${attempt}@example.com`, password: 'x' }, '10.2.0.1');
      expect(response.statusCode).toBe(401);
    }
    expect((await signIn(server(), DEMO_ACCOUNTS.admin, '10.2.0.1')).statusCode).toBe(429);
    expect((await signIn(server(), DEMO_ACCOUNTS.admin, '10.2.0.2')).statusCode).toBe(200);
  });

  it('spares, past the per-address limit, an account that signed in from that address lately', async () => {
    const colleague = await newStaff(server());
    expect((await signIn(server(), colleague, '10.6.0.1')).statusCode).toBe(200);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signIn(server(), { email: `stranger${attempt}@example.com`, password: 'x' }, '10.6.0.1')).statusCode).toBe(401);
    }
    // The office's address is past its limit for anyone new, not for the staff who sign in there.
    expect((await signIn(server(), { email: 'stranger9@example.com', password: 'x' }, '10.6.0.1')).statusCode).toBe(429);
    expect((await signIn(server(), colleague, '10.6.0.1')).statusCode).toBe(200);
    // Its own failures there still meet the per-account-and-address limit.
    const wrong = { ...colleague, password: 'wrong-password' };
    for (let attempt = 0; attempt < 3; attempt++) expect((await signIn(server(), wrong, '10.6.0.1')).statusCode).toBe(401);
    expect((await signIn(server(), colleague, '10.6.0.1')).statusCode).toBe(429);
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

describeEachDatabase(
  'sessions behind a TLS-terminating proxy (TRUST_PROXY)',
  (server) => {
    const behindProxy = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' };

    it('marks the refresh cookie Secure and records the client address the proxy forwards', async () => {
      const response = await server().app.inject({
        method: 'POST',
        url: `${EMPLOYEE}/employee/login/email`,
        payload: DEMO_ACCOUNTS.editor,
        headers: behindProxy,
      });
      expect(response.statusCode).toBe(200);
      expect(String(response.headers['set-cookie'])).toMatch(/; Secure/);
      const [event] = await server()
        .database.db.select()
        .from(auditEvents)
        .where(and(eq(auditEvents.event, 'sign_in'), eq(auditEvents.email, DEMO_ACCOUNTS.editor.email)));
      expect(event!.ip).toBe('203.0.113.7');
    });

    it('reads TRUST_PROXY as off, true, a hop count or a list of addresses', () => {
      expect(parseTrustProxy(undefined)).toBe(false);
      expect(parseTrustProxy('false')).toBe(false);
      expect(parseTrustProxy('true')).toBe(true);
      expect(parseTrustProxy('10.0.0.1, 10.0.0.0/8')).toEqual(['10.0.0.1', '10.0.0.0/8']);
      const oneHop = parseTrustProxy('1') as (address: string, hop: number) => boolean;
      expect([oneHop('10.0.0.1', 0), oneHop('10.0.0.1', 1)]).toEqual([true, false]);
    });
  },
  { authSettings, trustProxy: parseTrustProxy('true') },
);
