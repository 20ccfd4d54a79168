import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { unsignedJwt } from './authTokens';
import { STORAGE_KEYS } from '../../src/providers/session';

const inMinutes = (minutes: number) => Math.floor(Date.now() / 1000) + minutes * 60;
const EDITOR = unsignedJwt({ login: true, id: 8, first_name: 'Ravi', last_name: 'Iyer', is_super_admin: false, role: 'editor', exp: inMinutes(15) });
const EDITOR_SUBJECT = { role: 'editor', is_super_admin: false, permissions: { collections: ['list', 'edit'], variants: ['list', 'import'] } };

const server = setupServer(
  http.get('*/svc/employee/api/v1/employee/session', () => HttpResponse.json({ isSuccess: true, body: EDITOR_SUBJECT })),
  http.post('*/svc/employee/api/v1/token/generate', () => HttpResponse.json({ isSuccess: true, body: { token: unsignedJwt({ login: false, exp: inMinutes(15) }) } })),
);
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

/** Fresh modules per test: the session's state is per page load. */
const load = async () => {
  vi.resetModules();
  return import('../../src/providers/authProvider');
};

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The first import transforms react-admin: paid here, not by the first test's time limit.
  await load();
}, 60_000);

const signIn = (token: string) => {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.isLogin, 'true');
};

describe('access known without waiting (knownAccess)', () => {
  it('is known once the permissions have come, not before', async () => {
    signIn(EDITOR);
    const { knownAccess, knownPermissions, sessionPermissionsLoaded } = await load();
    // Before the server's answer: left to the authProvider's call.
    expect(knownAccess('collections', 'list')).toBeUndefined();
    expect(knownPermissions()).toBeUndefined();
    await sessionPermissionsLoaded();
    expect(knownPermissions()).toEqual(EDITOR_SUBJECT);
    expect(knownAccess('collections', 'list')).toBe(true);
    expect(knownAccess('brands', 'list')).toBe(false);
  });

  it('decides every access check as the authProvider does', async () => {
    signIn(EDITOR);
    const { authProvider, knownAccess, sessionPermissionsLoaded } = await load();
    await sessionPermissionsLoaded();
    const checks = ['collections', 'collection-products', 'brands', 'variant-imports', 'product-imports', 'no-such-resource'].flatMap((resource) =>
      ['list', 'show', 'read', 'edit', 'create', 'delete', 'import', 'export'].map((action) => ({ resource, action })),
    );
    for (const check of checks) expect(knownAccess(check.resource, check.action), `${check.resource} ${check.action}`).toBe(await authProvider.canAccess!(check));
    expect(checks.some((check) => knownAccess(check.resource, check.action) === true)).toBe(true);
  });

  it('is nothing without a signed-in session', async () => {
    const { knownAccess, knownPermissions, sessionPermissionsLoaded } = await load();
    await sessionPermissionsLoaded();
    expect(knownPermissions()).toBeUndefined();
    expect(knownAccess('collections', 'list')).toBeUndefined();
  });
});

describe('where the console opens (openingRedirect)', () => {
  const open = async (path: string, permissions: object | undefined) => {
    const { openingRedirect } = await import('../../src/routes/openingRedirect');
    return openingRedirect(path, permissions as Parameters<typeof openingRedirect>[1]);
  };

  it("goes straight to the resource view a spec path leads to, with the path's ids", async () => {
    expect(await open('/apps/products', EDITOR_SUBJECT)).toBe('/products');
    expect(await open('/apps/collection/view/5', EDITOR_SUBJECT)).toBe('/collections/5/show');
    expect(await open('/apps/products/variants', EDITOR_SUBJECT)).toBe('/variants');
  });

  it('leaves screens, resource paths, unknown paths and a session without permissions to the routes', async () => {
    expect(await open('/dashboard/analytics', EDITOR_SUBJECT)).toBeUndefined();
    expect(await open('/products', EDITOR_SUBJECT)).toBeUndefined();
    expect(await open('/no/such/path', EDITOR_SUBJECT)).toBeUndefined();
    expect(await open('/apps/products', undefined)).toBeUndefined();
  });
});
