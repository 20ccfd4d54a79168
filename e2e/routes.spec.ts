import { expect, test } from './fixtures';
import { PUBLIC_PAGES, SPEC_ROUTES, isPlanned, redirectLocation } from '@domain/consoleRoutes';
import { en } from '../src/i18n/app/en';
import { signIn } from './session';

/** Sample values for the route parameters, so every path can be visited. */
const SAMPLE_PARAMS: Record<string, string> = { platform: 'web', section_type: 'banner', content_type: 'image' };
const fill = (path: string) => path.replace(/:([a-z_]+)/g, (_t, name: string) => SAMPLE_PARAMS[name] ?? '7');
const paramsOf = (path: string) =>
  Object.fromEntries([...path.matchAll(/:([a-z_]+)/g)].map(([, name]) => [name!, SAMPLE_PARAMS[name!] ?? '7']));

test.describe('public pages', () => {
  for (const page of PUBLIC_PAGES) {
    test(`/pages/${page} shows its title without signing in`, async ({ page: browser }) => {
      await browser.goto(`/pages/${page}`);
      await expect(browser).toHaveURL(new RegExp(`/pages/${page}$`));
      await expect(browser.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('their links move between them without a page load, and back with the browser', async ({ page }) => {
    await page.goto('/pages/login');
    await page.evaluate(() => Object.assign(globalThis, { samePage: true }));
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/pages\/forgot-password$/);
    await page.getByRole('link', { name: 'Back to sign-in' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
    expect(await page.evaluate(() => 'samePage' in globalThis)).toBe(true);
  });

  test('a guarded path sends a signed-out user to the login page with ?to=', async ({ page }) => {
    await page.goto('/apps/coupons/list');
    await expect(page).toHaveURL(/\/pages\/login\?to=/);
    expect(new URL(page.url()).searchParams.get('to')).toMatch(/^\/(apps\/coupons\/list|coupons)$/);
  });
});

test.describe('signed-in routes', () => {
  test.beforeEach(async ({ page }) => signIn(page, 'admin'));

  test('the root redirects to the analytics dashboard and unknown paths to the 404 page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard\/analytics$/);
    await expect(page.getByTestId('breadcrumbs')).toContainText('Home');
    await page.goto('/apps/does-not-exist/at/all');
    await expect(page).toHaveURL(/\/pages\/error-404$/);
    // Inside the console the page's link moves through the console's router.
    await page.evaluate(() => Object.assign(globalThis, { samePage: true }));
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/dashboard\/analytics$/);
    expect(await page.evaluate(() => 'samePage' in globalThis)).toBe(true);
  });

  test('every path of the spec route table resolves, keeping ids, to its screen or, if planned, the placeholder', async ({ page, pagePolicy }) => {
    test.setTimeout(480_000);
    // Each screen now loads whole before the next: sample id 7 is no in-review variant.
    pagePolicy.allowFailedRequest(404, '/svc/product/in-review-variants/:id', 'the walk opens every route with sample id 7');
    // Three warehouses are seeded: sample id 7 is none, and its stock screens are told 404.
    for (const path of ['', '/stock', '/ledger', '/low-stock', '/stock-levels', '/in-transit']) pagePolicy.allowFailedRequest(404, `/svc/product/warehouses/:id${path}`, 'sample id 7 is no warehouse');
    // Carts exist only where earlier tests made them: sample id 7 may be none.
    pagePolicy.allowFailedRequest(404, '/svc/cart/carts/:id', 'sample id 7 may be no cart');
    // Two raffles are seeded: sample id 7 is none.
    pagePolicy.allowFailedRequest(404, '/svc/product/raffles/:id', 'sample id 7 is no raffle');
    // Steals and discounts are made by tests: sample id 7 may be none.
    pagePolicy.allowFailedRequest(404, '/svc/product/steals/:id', 'sample id 7 may be no steal');
    pagePolicy.allowFailedRequest(404, '/svc/cart/discounts/:id', 'sample id 7 may be no discount');
    const placeholder = page.locator('#main-content').getByText(en.app.placeholder.message);
    // react-admin counts the values a create route prefills (?source=) as unsaved changes: the walk leaves them.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto('/dashboard/analytics');
    for (const route of SPEC_ROUTES) {
      // Moved inside the loaded console as its links move (a history entry shaped as the router's own):
      // a full load per route spent most of the walk parsing the same code again.
      await page.evaluate(`history.pushState({ usr: null, key: 'walk', idx: (history.state?.idx ?? 0) + 1 }, '', ${JSON.stringify(fill(route.path))}); dispatchEvent(new PopStateEvent('popstate'))`);
      const expected = new URL(
        route.redirect ? redirectLocation(route.redirect, paramsOf(route.path)) : fill(route.path),
        'http://console',
      );
      await expect(page, route.path).toHaveURL((url) => url.pathname === expected.pathname);
      for (const [key, value] of expected.searchParams) expect(new URL(page.url()).searchParams.get(key), route.path).toBe(value);
      await expect(page.locator('#main-content'), route.path).toBeVisible();
      if (isPlanned(route)) {
        await expect(placeholder, `${route.path} is planned`).toBeVisible();
      } else {
        // The placeholder shows at once; a built screen first loads its code and data.
        await expect(page.locator('#main-content [role="progressbar"]'), route.path).toHaveCount(0);
        await expect(placeholder, `${route.path} is built`).toHaveCount(0);
      }
      await pagePolicy.checkAccessibility();
    }
  });

  test('the side menu lists the spec entries in order and navigates', async ({ page }) => {
    await page.goto('/dashboard/analytics');
    const menu = page.locator('.RaMenu-open, .RaMenu-closed').first();
    for (const label of ['Dashboard', 'Employees', 'Customers', 'Products', 'Variants', 'In-review variants', 'Collections', 'Warehouse', 'Brands', 'URL management', 'Categories', 'CMS', 'Orders', 'Coupons']) {
      await expect(menu.getByText(label, { exact: true })).toBeVisible();
    }
    await menu.getByText('Coupons', { exact: true }).click();
    await expect(page).toHaveURL(/\/coupons$/);
    await expect(page.getByTestId('breadcrumbs')).toContainText('Coupons');
  });

  test('the language menu switches to French and the choice persists', async ({ page }) => {
    await page.goto('/dashboard/analytics');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await expect(page.getByText('Tableau de bord', { exact: true }).first()).toBeVisible();
    await page.reload();
    await expect(page.getByText('Tableau de bord', { exact: true }).first()).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/dashboard-fr.png' });
  });

  // Resource messages load with their locale's chunk, not with the first page.
  for (const [language, title] of [['Français', 'Titre'], ['Deutsch', 'Titel'], ['Português', 'Título']] as const) {
    test(`the language menu translates resource labels too (${language})`, async ({ page }, testInfo) => {
      await page.goto('/products');
      await expect(page.getByRole('columnheader', { name: 'Title' })).toBeVisible();
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('menuitem', { name: language }).click();
      await expect(page.getByRole('columnheader', { name: title })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`products-${language}.png`) });
    });
  }
});
