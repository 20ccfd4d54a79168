import { expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SPEC_ROUTES } from '@domain/consoleRoutes';
import { STARRED_PAGES_LIMIT } from '@domain/profile';
import { history } from '../../server/db/schema';
import { describeEachDatabase, type TestServer } from './harness';
import { createEmployee, EMPLOYEE_API, tokenOf } from './employeeApi';

const PAGES = SPEC_ROUTES.map((route) => route.path as string).filter((path) => !path.includes(':'));
const PROFILE = (id: number) => `${EMPLOYEE_API}/profile/${id}`;

const star = (server: TestServer, token: string, path: unknown) => server.request(token, { method: 'POST', url: '/svc/search/stars', payload: { path } });

const historyOf = (server: TestServer, entity: string, id: number) =>
  server.database.db.select().from(history).where(and(eq(history.entity, entity), eq(history.entity_id, id)));

describeEachDatabase('starred pages', (server) => {
  it('keeps up to ten stars per employee and refuses the eleventh with a message saying so', async () => {
    const admin = await server().tokenFor('admin');
    const employee = await createEmployee(server(), admin);
    const token = await tokenOf(server(), employee.email, employee.password);
    const ids: number[] = [];
    for (const path of PAGES.slice(0, STARRED_PAGES_LIMIT)) {
      const response = await star(server(), token, path);
      expect(response.statusCode, response.body).toBe(200);
      ids.push(response.json().body.id);
    }
    // Starring a starred page again is no new star.
    const again = await star(server(), token, PAGES[0]);
    expect(again.json().body.id).toBe(ids[0]);
    const eleventh = await star(server(), token, PAGES[STARRED_PAGES_LIMIT]);
    expect(eleventh.statusCode).toBe(422);
    expect(eleventh.json().error.i18n.fields.path).toEqual({ key: 'server.stars_limit', params: { limit: STARRED_PAGES_LIMIT } });
    const listed = await server().request(token, { method: 'GET', url: '/svc/search/stars' });
    expect(listed.json().body.map((row: { path: string }) => row.path)).toEqual(PAGES.slice(0, STARRED_PAGES_LIMIT));
    // Another employee's stars are theirs alone.
    const other = await server().request(admin, { method: 'DELETE', url: `/svc/search/stars/${ids[0]}` });
    expect(other.statusCode).toBe(404);
    const removed = await server().request(token, { method: 'DELETE', url: `/svc/search/stars/${ids[0]}` });
    expect(removed.statusCode).toBe(200);
    expect((await star(server(), token, PAGES[STARRED_PAGES_LIMIT])).statusCode).toBe(200);
    const written = await historyOf(server(), 'starred_pages', ids[0]!);
    expect(written.map((row) => row.action).sort()).toEqual(['create', 'delete']);
    expect(written.every((row) => row.actor_id === employee.id)).toBe(true);
  });

  it('refuses a path that is not a page of the console, at its field', async () => {
    const token = await server().tokenFor('editor');
    for (const path of ['/apps/nowhere', '/apps/profile/:profile_id', 42, undefined]) {
      const response = await star(server(), token, path);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.i18n.fields.path).toBeDefined();
    }
  });
});

describeEachDatabase('profile: preferences and sessions', (server) => {
  it("saves one's language and theme, refused field by field, with History, and sends them with the session", async () => {
    const admin = await server().tokenFor('admin');
    const employee = await createEmployee(server(), admin);
    const token = await tokenOf(server(), employee.email, employee.password);
    const put = (payload: Record<string, unknown>, id = employee.id) => server().request(token, { method: 'POST', url: `${PROFILE(id)}/preferences`, payload });
    const bad = await put({ language: 'xx', theme: 'blue' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.i18n.fields.language.key).toBe('server.choose_language');
    expect(bad.json().error.i18n.fields.theme.key).toBe('server.choose_theme');
    expect((await put({})).statusCode).toBe(400);
    const saved = await put({ language: 'fr', theme: 'dark' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().body).toEqual({ language: 'fr', theme: 'dark' });
    expect((await put({ theme: null })).json().body).toEqual({ language: 'fr', theme: null });
    const session = await server().request(token, { method: 'GET', url: `${EMPLOYEE_API}/employee/session` });
    expect(session.json().body.preferences).toEqual({ language: 'fr', theme: null });
    const written = (await historyOf(server(), 'employees', employee.id)).filter((row) => row.action === 'preferences');
    expect(written).toHaveLength(2);
    expect(written.every((row) => row.actor_id === employee.id)).toBe(true);
  });

  it("refuses anyone else's profile with 403, a super admin too", async () => {
    const admin = await server().tokenFor('admin');
    const employee = await createEmployee(server(), admin);
    for (const [method, url] of [
      ['GET', `${PROFILE(employee.id)}/preferences`],
      ['POST', `${PROFILE(employee.id)}/preferences`],
      ['GET', `${PROFILE(employee.id)}/sessions`],
      ['POST', `${PROFILE(employee.id)}/sessions/sign-out-others`],
    ] as const) {
      const response = await server().request(admin, { method, url, payload: url.endsWith('preferences') && method === 'POST' ? { theme: 'dark' } : undefined });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.i18n.message.key).toBe('server.own_profile_only');
    }
  });

  it('lists the sessions and signs out the others, keeping this one', async () => {
    const admin = await server().tokenFor('admin');
    const employee = await createEmployee(server(), admin);
    const [first, second, third] = [
      await tokenOf(server(), employee.email, employee.password),
      await tokenOf(server(), employee.email, employee.password),
      await tokenOf(server(), employee.email, employee.password),
    ];
    const sessions = await server().request(first, { method: 'GET', url: `${PROFILE(employee.id)}/sessions` });
    const rows = sessions.json().body as { id: string; current: boolean }[];
    expect(rows).toHaveLength(3);
    expect(rows.filter((row) => row.current)).toHaveLength(1);
    const ended = await server().request(first, { method: 'POST', url: `${PROFILE(employee.id)}/sessions/sign-out-others` });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().body.ended).toBe(2);
    for (const token of [second, third]) {
      const refused = await server().request(token, { method: 'GET', url: '/svc/search/stars' });
      expect(refused.statusCode).toBe(401);
    }
    const kept = await server().request(first, { method: 'GET', url: `${PROFILE(employee.id)}/sessions` });
    expect(kept.json().body).toHaveLength(1);
    expect(kept.json().body[0].current).toBe(true);
    const written = (await historyOf(server(), 'employees', employee.id)).filter((row) => row.action === 'sign_out_others');
    expect(written).toHaveLength(1);
  });
});
