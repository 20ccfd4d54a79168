import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeEachDatabase } from './harness';

describeEachDatabase('foundation', (server) => {
  it('reports health with its database kind', async () => {
    const response = await server().request(undefined, { method: 'GET', url: '/svc/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isSuccess: true, body: { status: 'ok', database: server().kind } });
  });

  it('signs the seeded admin in and refuses a wrong password', async () => {
    expect(await server().tokenFor('admin')).toMatch(/^ey/);
    const wrong = await server().request(undefined, {
      method: 'POST',
      url: '/svc/employee/api/v1/employee/login/email',
      payload: { email: 'admin@example.com', password: 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ isSuccess: false, error: { code: 'unauthorized' } });
  });

  it('answers bad input with 400 and per-field messages, never 500', async () => {
    const response = await server().request(undefined, {
      method: 'POST',
      url: '/svc/employee/api/v1/employee/login/email',
      payload: { email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({ email: 'Enter a valid email address', password: expect.any(String) });
  });

  it('sends each message also as an i18n key with its parameters, for the console to translate', async () => {
    const bad = await server().request(undefined, {
      method: 'POST',
      url: '/svc/employee/api/v1/employee/login/email',
      payload: { email: 'not-an-email' },
    });
    expect(bad.json().error.i18n).toEqual({
      message: { key: 'server.invalid_fields' },
      fields: { email: { key: 'server.enter_email' }, password: { key: 'ra.validation.required' } },
    });
    const missing = await server().request(undefined, { method: 'GET', url: '/svc/product/nothing-here' });
    expect(missing.json().error).toMatchObject({
      message: 'No route GET /svc/product/nothing-here',
      i18n: { message: { key: 'server.route_not_found', params: { method: 'GET', url: '/svc/product/nothing-here' } } },
    });
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const response = await server().request(undefined, { method: 'GET', url: '/svc/product/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().isSuccess).toBe(false);
  });

  it('requires a signed-in token on guarded routes', async () => {
    const guest = await server().request(undefined, { method: 'POST', url: '/svc/employee/api/v1/token/generate' });
    const guestToken = guest.json().body.token as string;
    const denied = await server().request(guestToken, { method: 'GET', url: '/svc/employee/api/v1/employee/session' });
    expect(denied.statusCode).toBe(401);
    const allowed = await server().request(await server().tokenFor('editor'), {
      method: 'GET',
      url: '/svc/employee/api/v1/employee/session',
    });
    expect(allowed.json().body).toMatchObject({ role: 'editor', is_super_admin: false });
  });
});

describe('console hosting', () => {
  const dir = mkdtempSync(join(tmpdir(), 'console-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>console</title>');
  writeFileSync(join(dir, 'app.js'), 'console.log(1)');

  describeEachDatabase(
    'history mode',
    (server) => {
      it('serves index.html for console paths and files as they are', async () => {
        const deep = await server().request(undefined, { method: 'GET', url: '/apps/orders' });
        expect(deep.statusCode).toBe(200);
        expect(deep.body).toContain('<title>console</title>');
        const file = await server().request(undefined, { method: 'GET', url: '/app.js' });
        expect(file.body).toBe('console.log(1)');
        const api = await server().request(undefined, { method: 'GET', url: '/svc/order/none' });
        expect(api.statusCode).toBe(404);
      });
    },
    { consoleDir: dir },
  );
});
