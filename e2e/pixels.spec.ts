import { expect, test, type Page } from './fixtures';
import { listSettled } from './lists';
import { signIn } from './session';

/** react-admin's localStorageStore key of the console's theme (as e2e/accessibility.ts). */
const THEME_KEY = 'RaStorebackoffice.theme';

/**
 * Five lists, the menu, a form and a record page, light and dark, against committed baselines: a
 * change to the list kit or the themes shows here. Each list is sorted by id, oldest first, so the
 * records other specs add come last; what changes from run to run (dates, totals) is masked.
 */
const LISTS = [
  ['products', '/products?sort=id&order=ASC'],
  ['customers', '/customers?sort=id&order=ASC'],
  ['orders', '/orders?sort=id&order=ASC'],
  ['brands', '/brands?sort=id&order=ASC'],
  ['employees', '/employees?sort=id&order=ASC'],
] as const;

/** Dates and times, the pagination's totals and anything counting live: they change between runs. */
const volatile = (page: Page) => [
  page.locator('td[class*="_at"], td[class*="date"], time'),
  page.locator('.MuiTablePagination-displayedRows'),
  page.locator('.MuiBadge-badge'),
];

/** Until nothing spins, moves or is still loading. */
const settled = async (page: Page) => {
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root')).toHaveCount(0);
  await page.evaluate('document.fonts.ready.then(() => undefined)');
};

const SHOT = { maxDiffPixelRatio: 0.02, animations: 'disabled', caret: 'hide' } as const;

for (const theme of ['light', 'dark'] as const) {
  test.describe(`pixels (${theme})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      // A string: e2e code is typed without the DOM.
      await page.addInitScript(`localStorage.setItem(${JSON.stringify(THEME_KEY)}, ${JSON.stringify(JSON.stringify(theme))})`);
      await signIn(page, 'admin');
      await expect(page).toHaveURL(/dashboard/);
    });

    test(`five lists and the menu look as their baselines (${theme})`, async ({ page }) => {
      test.setTimeout(180_000);
      for (const [name, path] of LISTS) {
        await page.goto(path);
        await listSettled(page);
        await settled(page);
        await expect(page).toHaveScreenshot(`list-${name}-${theme}.png`, { ...SHOT, mask: volatile(page) });
      }
      await expect(page.locator('.RaSidebar-fixed')).toHaveScreenshot(`menu-${theme}.png`, SHOT);
    });

    test(`a form and a record page look as their baselines (${theme})`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto('/products/create');
      await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
      await settled(page);
      await expect(page).toHaveScreenshot(`form-product-${theme}.png`, { ...SHOT, mask: volatile(page) });
      await page.goto('/customers/1/show');
      await expect(page.locator('.RaShow-main, main').first()).toBeVisible();
      await settled(page);
      await expect(page).toHaveScreenshot(`record-customer-${theme}.png`, { ...SHOT, mask: volatile(page), fullPage: false });
    });
  });
}
