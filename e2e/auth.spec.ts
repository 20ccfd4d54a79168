import { expect, test, type Page } from './fixtures';
import { decodeJwt } from 'jose';
import { DEMO_ACCOUNTS } from '../server/db/seed/accounts';
import { storedValue } from './authStorage';
import { signIn } from './session';

const stored = async (page: Page) => ({
  isLogin: await storedValue(page, 'isLogin'),
  token: await storedValue(page, 'token'),
  userInfo: JSON.parse((await storedValue(page, 'userInfo')) ?? 'null') as Record<string, string> | null,
});

test.describe('email sign-in', () => {
  test('signs in, keeps the session across a reload, and signs out to the login page', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/dashboard\/analytics$/);
    expect(await stored(page)).toMatchObject({
      isLogin: 'true',
      userInfo: { displayName: 'Asha Menon', email: DEMO_ACCOUNTS.admin.email, providerId: 'email', userRole: 'admin' },
    });
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard\/analytics$/);
    await expect(page.getByText('Employees', { exact: true }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/pages\/login$/);
    const after = await stored(page);
    expect(after).toMatchObject({ isLogin: 'false', userInfo: null });
    expect(after.token).toMatch(/^ey/); // the guest token that follows a sign-out
  });

  test('a wrong password shows the translated message and stays on the login page', async ({ page, pagePolicy }) => {
    pagePolicy.allowFailedRequest(401, '/svc/employee/api/v1/employee/login/email', 'the wrong password is refused with 401');
    await page.goto('/pages/login');
    await page.getByLabel('Email').fill(DEMO_ACCOUNTS.admin.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect');
    await expect(page).toHaveURL(/\/pages\/login$/);
    expect((await stored(page)).isLogin).toBe('false');
    // The identity-provider button is hidden: this build has no VITE_OIDC_* settings.
    await expect(page.getByRole('button', { name: 'Sign in with your company account' })).toHaveCount(0);
    await page.screenshot({ path: 'test-results/screens/login-failed.png' });
  });

  test('a deep link sends a signed-out user to sign in with ?to=, then back to it', async ({ page }) => {
    await page.goto('/apps/customers/customers-list?page=2');
    await expect(page).toHaveURL(/\/pages\/login\?to=/);
    const target = new URL(page.url()).searchParams.get('to');
    expect(target).toMatch(/^\/(apps\/customers\/customers-list\?page=2|customers.*)$/);
    await page.getByLabel('Email').fill(DEMO_ACCOUNTS.editor.email);
    await page.getByLabel('Password').fill(DEMO_ACCOUNTS.editor.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/customers');
  });
});

test.describe('roles', () => {
  test('an editor is denied the admin dashboards and does not see the employee menu', async ({ page }) => {
    await signIn(page, 'editor');
    for (const path of ['/dashboard/hireavilla', '/dashboard/home360']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/pages\/not-authorized$/);
      await expect(page.getByRole('heading', { name: 'Not authorized' })).toBeVisible();
    }
    await page.screenshot({ path: 'test-results/screens/not-authorized.png' });
    await page.goto('/dashboard/analytics');
    await expect(page).toHaveURL(/\/dashboard\/analytics$/);
    await expect(page.getByText('Customers', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Employees', { exact: true })).toHaveCount(0);
  });

  test('an editor opening the permissions list or the employees lands on the not-authorized page', async ({ page }) => {
    await signIn(page, 'editor');
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(response.url());
    });
    for (const path of ['/apps/permissions/permissions-list', '/apps/employees/employees-list', '/employees']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/pages\/not-authorized$/);
      await expect(page.getByRole('heading', { name: 'Not authorized' })).toBeVisible();
    }
    expect(refused).toEqual([]);
  });

  test('an editor opens their own /apps/profile/{id} without the employees permission', async ({ page }) => {
    await signIn(page, 'editor');
    const { id } = decodeJwt((await storedValue(page, 'token'))!) as { id: number };
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(response.url());
    });
    await page.goto(`/apps/profile/${id}`);
    await expect(page.getByText(DEMO_ACCOUNTS.editor.email).first()).toBeVisible();
    await expect(page.getByText('Change password').first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/apps/profile/${id}$`));
    expect(refused).toEqual([]);
  });

  test('an admin opens the admin dashboards', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/dashboard/hireavilla');
    await expect(page).toHaveURL(/\/dashboard\/hireavilla$/);
    await expect(page.locator('#main-content')).toBeVisible();
  });
});
