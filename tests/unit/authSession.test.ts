import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { unsignedJwt } from './authTokens';
import { STORAGE_KEYS } from '../../src/providers/session';

const inMinutes = (minutes: number) => Math.floor(Date.now() / 1000) + minutes * 60;
const employee = (overrides: Record<string, unknown> = {}) =>
  unsignedJwt({
    login: true,
    id: 7,
    first_name: 'Asha',
    last_name: 'Menon',
    email: 'admin@example.com',
    mobile: '+919800000001',
    profile_image: null,
    is_super_admin: true,
    role: 'admin',
    exp: inMinutes(15),
    ...overrides,
  });
const GUEST = unsignedJwt({ login: false, exp: inMinutes(15) });
const OLD = employee({ jti: 'old' });
const NEW = employee({ jti: 'new' });

const calls: string[] = [];
/** A held refresh answers only when the test opens it: "while the refresh runs" is an event, not a delay. */
let refreshAnswers = Promise.resolve();
let openRefresh = () => undefined as void;
const holdRefresh = () => {
  refreshAnswers = new Promise((resolve) => (openRefresh = resolve));
};
const server = setupServer(
  http.post('*/svc/employee/api/v1/token/generate', () => {
    calls.push('guest');
    return HttpResponse.json({ isSuccess: true, body: { token: GUEST } });
  }),
  http.post('*/svc/employee/api/v1/employee/login/email', async ({ request }) => {
    const { password } = (await request.json()) as { password: string };
    calls.push('login');
    if (password === 'right') return HttpResponse.json({ isSuccess: true, body: { token: employee() } });
    return HttpResponse.json({ isSuccess: false, error: { code: 'unauthorized', message: 'The email or password is incorrect' } }, { status: 401 });
  }),
  http.post('*/svc/employee/api/v1/employee/logout', ({ request }) => {
    calls.push(`logout ${request.headers.get('authorization')}`);
    return HttpResponse.json({ isSuccess: true, body: { token: GUEST } });
  }),
  http.post('*/svc/employee/api/v1/token/refresh', async () => {
    calls.push('refresh');
    await refreshAnswers;
    return HttpResponse.json({ isSuccess: true, body: { token: NEW } });
  }),
  http.get('*/svc/employee/api/v1/employee/profile-image/7', () =>
    HttpResponse.json({ isSuccess: true, body: { profile_image: '/media/asha.png' } }),
  ),
  http.get('*/svc/customer/customers', ({ request }) => {
    const authorization = request.headers.get('authorization');
    calls.push(`customers ${authorization === `Bearer ${NEW}` ? 'new' : 'old'}`);
    if (authorization !== `Bearer ${NEW}`) {
      return HttpResponse.json({ isSuccess: false, error: { code: 'unauthorized', message: 'Your session has expired' } }, { status: 401 });
    }
    return HttpResponse.json([{ id: 1 }], { headers: { 'Content-Range': 'customers 0-0/1' } });
  }),
);

/** Fresh provider modules per test: their start-up and single-flight state is per page load. */
const load = async () => {
  vi.resetModules();
  const { authProvider } = await import('../../src/providers/authProvider');
  const { httpClient, prefetchGet } = await import('../../src/providers/httpClient');
  return { authProvider, httpClient, prefetchGet };
};

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The first import transforms react-admin: paid here, not by the first test's time limit.
  await load();
}, 60_000);
beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(() => {
  openRefresh();
  refreshAnswers = Promise.resolve();
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => server.close());

describe('session start', () => {
  it('fetches a guest token first (login false) and sends a signed-out user to the login page with ?to=', async () => {
    const { authProvider } = await load();
    window.history.replaceState(null, '', '/apps/orders?page=2');
    await expect(authProvider.checkAuth({})).rejects.toEqual({ redirectTo: '/pages/login?to=%2Fapps%2Forders%3Fpage%3D2', message: false });
    expect(calls).toEqual(['guest']);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(GUEST);
    expect(localStorage.getItem(STORAGE_KEYS.isLogin)).toBe('false');
  });

  it('resets an unreadable stored token to a guest one', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'not-a-jwt');
    localStorage.setItem(STORAGE_KEYS.isLogin, 'true');
    const { authProvider } = await load();
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ message: false });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(GUEST);
    expect(localStorage.getItem(STORAGE_KEYS.isLogin)).toBe('false');
  });

  it('restores a stored signed-in session and fetches the profile image the employee has', async () => {
    localStorage.setItem(STORAGE_KEYS.token, employee({ profile_image: 'asha.png' }));
    localStorage.setItem(STORAGE_KEYS.isLogin, 'true');
    const { authProvider } = await load();
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(await authProvider.getIdentity!()).toEqual({ id: 7, fullName: 'Asha Menon', avatar: '/media/asha.png' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userInfo)!)).toMatchObject({ photoURL: '/media/asha.png' });
    expect(calls).toEqual([]);
  });

  it('keeps a session whose access token expired: its first call refreshes it', async () => {
    localStorage.setItem(STORAGE_KEYS.token, employee({ exp: inMinutes(-1) }));
    localStorage.setItem(STORAGE_KEYS.isLogin, 'true');
    const { authProvider, httpClient } = await load();
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    await httpClient('/svc/customer/customers');
    expect(calls).toEqual(['customers old', 'refresh', 'customers new']);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(NEW);
  });
});

describe('email sign-in and sign-out', () => {
  it('stores the token, sets login true and keeps the user info on success', async () => {
    const { authProvider } = await load();
    await authProvider.login({ email: 'admin@example.com', password: 'right' });
    expect(localStorage.getItem(STORAGE_KEYS.isLogin)).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.isSuperAdmin)).toBe('true');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userInfo)!)).toEqual({
      displayName: 'Asha Menon',
      email: 'admin@example.com',
      photoURL: '',
      providerId: 'email',
      uid: '7',
      userRole: 'admin',
    });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('sets login false and passes the error on when sign-in fails', async () => {
    const { authProvider } = await load();
    await expect(authProvider.login({ email: 'admin@example.com', password: 'wrong' })).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(STORAGE_KEYS.isLogin)).toBe('false');
  });

  it('logout revokes on the server, clears token, flags, expiry and user info, and returns to the root', async () => {
    const { authProvider } = await load();
    await authProvider.login({ email: 'admin@example.com', password: 'right' });
    const signedIn = localStorage.getItem(STORAGE_KEYS.token);
    localStorage.setItem(STORAGE_KEYS.expiresAt, String(Date.now() + 60_000));
    await expect(authProvider.logout({})).resolves.toBe('/');
    expect(calls).toContain(`logout Bearer ${signedIn}`);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(GUEST);
    expect(localStorage.getItem(STORAGE_KEYS.isLogin)).toBe('false');
    for (const key of [STORAGE_KEYS.userInfo, STORAGE_KEYS.expiresAt, STORAGE_KEYS.loggedIn, STORAGE_KEYS.isSuperAdmin]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
  });
});

describe('401 handling in the generic client', () => {
  it('refreshes once for three concurrent requests, then retries each with the new token', async () => {
    localStorage.setItem(STORAGE_KEYS.token, OLD);
    localStorage.setItem(STORAGE_KEYS.isLogin, 'true');
    const { httpClient } = await load();
    holdRefresh();
    const requests = Promise.all([1, 2, 3].map(() => httpClient('/svc/customer/customers')));
    // All three are refused with the old token while the one refresh is held.
    await vi.waitFor(() => expect(calls.filter((c) => c === 'customers old')).toHaveLength(3));
    openRefresh();
    const results = await requests;
    expect(results.map((r) => r.json)).toEqual([[{ id: 1 }], [{ id: 1 }], [{ id: 1 }]]);
    expect(calls.filter((c) => c === 'refresh')).toHaveLength(1);
    expect(calls.filter((c) => c === 'customers old')).toHaveLength(3);
    expect(calls.filter((c) => c === 'customers new')).toHaveLength(3);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(NEW);
  });

  it('queues a request made while the refresh runs instead of sending the refused token', async () => {
    localStorage.setItem(STORAGE_KEYS.token, OLD);
    localStorage.setItem(STORAGE_KEYS.isLogin, 'true');
    const { httpClient } = await load();
    holdRefresh();
    const first = httpClient('/svc/customer/customers');
    await vi.waitFor(() => expect(calls).toContain('refresh'));
    const second = httpClient('/svc/customer/customers');
    openRefresh();
    await Promise.all([first, second]);
    expect(calls.filter((c) => c === 'customers old')).toHaveLength(1);
  });

  it('when the refresh fails, clears the session and sends the user to sign in with ?to=', async () => {
    server.use(
      http.post('*/svc/employee/api/v1/token/refresh', () =>
        HttpResponse.json({ isSuccess: false, error: { code: 'unauthorized', message: 'Your session has expired' } }, { status: 401 }),
      ),
    );
    localStorage.setItem(STORAGE_KEYS.token, OLD);
    localStorage.setItem(STORAGE_KEYS.isLogin, 'true');
    window.history.replaceState(null, '', '/apps/customers/customers-list');
    const { authProvider, httpClient } = await load();
    const failure = await httpClient('/svc/customer/customers').catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 401 });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    await expect(authProvider.checkError(failure)).rejects.toEqual({
      redirectTo: '/pages/login?to=%2Fapps%2Fcustomers%2Fcustomers-list',
      message: false,
    });
  });

  it('does not refresh a guest token', async () => {
    localStorage.setItem(STORAGE_KEYS.token, GUEST);
    const { httpClient } = await load();
    await expect(httpClient('/svc/customer/customers')).rejects.toMatchObject({ status: 401 });
    expect(calls).not.toContain('refresh');
  });
});

describe('access to a resource', () => {
  it("answers from the module the table gives the resource, and refuses a resource the table does not know", async () => {
    server.use(
      http.get('*/svc/employee/api/v1/employee/session', () =>
        HttpResponse.json({ isSuccess: true, body: { role: 'editor', is_super_admin: false, permissions: { collections: ['list', 'edit'] } } }),
      ),
    );
    localStorage.setItem(STORAGE_KEYS.token, employee({ is_super_admin: false, role: 'editor' }));
    localStorage.setItem(STORAGE_KEYS.isLogin, 'true');
    const { authProvider } = await load();
    const canAccess = (resource: string, action: string) => authProvider.canAccess!({ resource, action });
    expect(await canAccess('collections', 'list')).toBe(true);
    expect(await canAccess('collection-products', 'edit')).toBe(true);
    expect(await canAccess('collection-products', 'delete')).toBe(false);
    expect(await canAccess('brands', 'list')).toBe(false);
    expect(await canAccess('no-such-resource', 'list')).toBe(false);
  });

  it('needs the import action for every screen of an import type, its list too', async () => {
    server.use(
      http.get('*/svc/employee/api/v1/employee/session', () =>
        HttpResponse.json({ isSuccess: true, body: { role: 'editor', is_super_admin: false, permissions: { variants: ['list', 'import'], products: ['list', 'create'] } } }),
      ),
    );
    localStorage.setItem(STORAGE_KEYS.token, employee({ is_super_admin: false, role: 'editor' }));
    localStorage.setItem(STORAGE_KEYS.isLogin, 'true');
    const { authProvider } = await load();
    const canAccess = (resource: string, action: string) => authProvider.canAccess!({ resource, action });
    expect(await canAccess('variant-imports', 'list')).toBe(true);
    expect(await canAccess('variant-imports', 'create')).toBe(true);
    expect(await canAccess('variant-imports', 'import')).toBe(true);
    expect(await canAccess('product-imports', 'list')).toBe(false);
    expect(await canAccess('product-imports', 'create')).toBe(false);
  });
});

describe('a list request sent before the client loaded (a deep link, src/boot/earlyListRequest.ts)', () => {
  /** Signed in with `token`, the list request sent with it by plain fetch, then asked for by the client. */
  const listAfterEarlyRequest = async (token: string) => {
    localStorage.setItem(STORAGE_KEYS.token, token);
    localStorage.setItem(STORAGE_KEYS.isLogin, 'true');
    const { httpClient, prefetchGet } = await load();
    prefetchGet('/svc/customer/customers', {}, fetch('/svc/customer/customers', { headers: { Authorization: `Bearer ${token}` } }));
    return httpClient('/svc/customer/customers');
  };

  it('answers the list with that response, headers and JSON, without asking again', async () => {
    const answer = await listAfterEarlyRequest(NEW);
    expect(answer.json).toEqual([{ id: 1 }]);
    expect(answer.headers.get('content-range')).toBe('customers 0-0/1');
    expect(calls).toEqual(['customers new']);
  });

  it('sends a refused one again through the client, which refreshes the token', async () => {
    const answer = await listAfterEarlyRequest(OLD);
    expect(answer.json).toEqual([{ id: 1 }]);
    expect(calls.slice(-2)).toEqual(['refresh', 'customers new']);
  });
});
