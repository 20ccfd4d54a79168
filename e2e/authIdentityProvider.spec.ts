import { escapeRegExp, expect, test, type Page } from './fixtures';
import { SignJWT, decodeJwt } from 'jose';
import { DEMO_ACCOUNTS } from '../server/db/seed/accounts';
import { CONSOLE_SERVER_AUTH_SECRET, startConsoleServer, type ConsoleServer } from './authConsoleServer';
import { ID_TOKEN_SECONDS, OIDC_CLIENT_ID, startIdentityProvider, type IdentityProvider } from './authOidcProvider';
import { storedValue, type PageStorage } from './authStorage';
import { signIn } from './session';

/**
 * Scenarios that need their own console build and server: a console built with VITE_OIDC_* pointing
 * at a real OpenID Connect provider on loopback, and a server whose signing secret the tests know.
 */
let provider: IdentityProvider;
let console_: ConsoleServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  provider = await startIdentityProvider();
  console_ = await startConsoleServer(
    { VITE_OIDC_AUTHORITY: provider.issuer, VITE_OIDC_CLIENT_ID: OIDC_CLIENT_ID },
    { OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID },
  );
  provider.registerConsole(console_.origin);
});

test.afterAll(async () => {
  await console_?.close();
  await provider?.close();
});

const apiCalls = (page: Page) => {
  const seen: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/svc/')) seen.push(`${response.status()} ${pathname}`);
  });
  return seen;
};

test('an access token that expires mid-session is refreshed silently', async ({ page, pagePolicy }) => {
  pagePolicy.allowFailedRequest(401, '/svc/employee/api/v1/employee/session', 'the expired access token is refused with 401, then refreshed');
  await signIn(page, 'admin', `${console_.origin}/pages/login`);
  await expect(page).toHaveURL(`${console_.origin}/dashboard/analytics`);
  const before = (await storedValue(page, 'token'))!;
  // The same session's token as the server signs it, a minute past its expiry: no waiting on the clock.
  const expired = await new SignJWT({ ...decodeJwt(before), exp: Math.floor(Date.now() / 1000) - 60 })
    .setProtectedHeader({ alg: 'HS256' })
    .sign(new TextEncoder().encode(CONSOLE_SERVER_AUTH_SECRET));
  await page.evaluate((token) => (globalThis as unknown as PageStorage).localStorage.setItem('token', token), expired);

  const calls = apiCalls(page);
  await page.reload();
  await expect(page.getByText('Employees', { exact: true }).first()).toBeVisible();
  await expect
    .poll(() => calls)
    .toEqual(
      expect.arrayContaining([
        '401 /svc/employee/api/v1/employee/session',
        '200 /svc/employee/api/v1/token/refresh',
        '200 /svc/employee/api/v1/employee/session',
      ]),
    );
  expect(calls.filter((call) => call.endsWith('/token/refresh'))).toHaveLength(1);
  expect(page.url()).toBe(`${console_.origin}/dashboard/analytics`);
  const renewed = (await storedValue(page, 'token'))!;
  expect(renewed).not.toBe(expired);
  expect(decodeJwt(renewed).exp! * 1000).toBeGreaterThan(Date.now());
});

test('a failed identity-provider answer alerts the error and returns to the login page', async ({ page, pagePolicy }) => {
  pagePolicy.allowConsoleError(
    /^console error on \S+\/callback#error=access_denied\S*: Error: End-User aborted interaction\n/,
    'the callback page logs the refusal on purpose: its alert says the details are in the console',
  );
  const dialog = page.waitForEvent('dialog');
  await page.goto(`${console_.origin}/callback#error=access_denied&error_description=End-User%20aborted%20interaction`);
  const alert = await dialog;
  expect(alert.message()).toBe('End-User aborted interaction Detailed error can be found in console.');
  await alert.accept();
  await expect(page).toHaveURL(/\/pages\/login$/);
});

test('signs in through the identity provider, renews silently and signs out there too', async ({ page, pagePolicy }) => {
  test.setTimeout(120_000);
  pagePolicy.allowConsoleError(
    new RegExp(`^console error on ${escapeRegExp(provider.issuer)}/\\S*: Failed to load resource: `),
    "the stand-in provider's own sign-in pages ask for a web font (no network here) and a favicon it does not have",
  );
  await page.goto(`${console_.origin}/pages/login?to=${encodeURIComponent('/apps/customers/customers-list')}`);
  await page.screenshot({ path: 'test-results/screens/login-with-provider.png' });
  await page.getByRole('button', { name: 'Sign in with your company account' }).click();

  // The provider's own sign-in and consent pages.
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.locator('input[name=login]').fill(DEMO_ACCOUNTS.editor.email);
  await page.locator('input[name=password]').fill('directory password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL((url) => url.origin === console_.origin && url.pathname === '/customers');
  const userInfo = JSON.parse((await storedValue(page, 'userInfo'))!) as Record<string, string>;
  expect(userInfo).toMatchObject({ providerId: 'oidc', email: DEMO_ACCOUNTS.editor.email, userRole: 'editor', displayName: 'Directory user editor' });
  expect(await storedValue(page, 'loggedIn')).toBe('true');
  const expiresAt = Number(await storedValue(page, 'expiresAt'));
  expect(expiresAt).toBeGreaterThan(Date.now());

  // The server's role applies: an editor is denied the admin dashboards.
  await page.goto(`${console_.origin}/dashboard/home360`);
  await expect(page).toHaveURL(/\/pages\/not-authorized$/);
  await page.goto(`${console_.origin}/dashboard/analytics`);

  // Silent renewal through a hidden frame before the id_token expires.
  await expect
    .poll(async () => Number(await storedValue(page, 'expiresAt')), { timeout: ID_TOKEN_SECONDS * 1000 + 10_000 })
    .toBeGreaterThan(expiresAt);
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/session/end`));
  await page.getByRole('button', { name: /Yes, sign me out/i }).click();
  await expect(page).toHaveURL(/\/pages\/login$/);
  expect(await storedValue(page, 'loggedIn')).toBeNull();
});
