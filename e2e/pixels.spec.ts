import { basePrefix } from '@domain/bases';
import { getResource } from '@domain/resources';
import { expect, test, type Page } from './fixtures';
import type { PageStorage } from './authStorage';
import { apiGet } from './orderApi';
import { signIn } from './session';

/**
 * Pixel checks (issue 38): five lists, the menu, a form and a record page, light and dark, against the
 * baselines in e2e/pixels/ (`npm run test:e2e -- e2e/pixels.spec.ts --update-snapshots` redraws them, see
 * docs/testing.md). They run on a server and database of their own that hold the seed alone
 * (playwright.config.ts): no other spec's records show. What moves is frozen: the browser's clock, animations, the caret; dates the seed writes
 * relative to the day it ran are masked.
 */

const THEME_KEY = 'RaStorebackoffice.theme';
/** A moment the browser's clock stands still at: a date input's "today" and any "now" the console reads. */
const FIXED_NOW = new Date('2026-06-15T06:30:00Z');
/** A date (20/11/2026) or a date and time (20/11/2026, 4:47 pm) as the English console writes them. */
const DATE_TEXT = /\d{1,2}\/\d{1,2}\/\d{4}/;

const VIEWPORT = { width: 1280, height: 800 };
/** Tall enough for the whole side menu, which scrolls in a window of 800 px. */
const MENU_VIEWPORT = { width: 1280, height: 1000 };

const LISTS = [
  ['products', '/products'],
  ['variants', '/variants'],
  ['customers', '/customers'],
  ['orders', '/orders'],
  ['warehouses', '/warehouses'],
] as const;

/** The first seeded record of a resource, by the API. */
const firstId = async (page: Page, resource: string) => {
  const { base, apiPath } = getResource(resource);
  const [first] = await apiGet<{ id: number }[]>(page, `${basePrefix(base)}/${apiPath}?range=[0,0]&sort=["id","ASC"]`);
  return first!.id;
};

/** Nothing loads: no spinner, no skeleton, every image drawn. */
const settled = async (page: Page) => {
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root')).toHaveCount(0);
  await expect.poll(() => page.evaluate('[...document.images].every((image) => image.complete)')).toBe(true);
};

/** The page under the app bar and beside the menu, whole (an element's screenshot is not cut at the window's edge). */
const main = (page: Page) => page.locator('#main-content');

/** The cells, terms and texts that show a date the seed wrote relative to the day it ran. */
const dates = (page: Page) => [
  page.locator('#main-content :is(td, dd, p, span:not(:has(*)))').filter({ hasText: DATE_TEXT }),
];

/**
 * MUI asks for Roboto, then Helvetica and Arial; Debian has none of them and fontconfig gives Liberation
 * Sans (fonts-liberation, which Debian's Chromium recommends and .ci/run installs). A machine that draws
 * in another font fails here by its name rather than in eighteen screenshots.
 */
test('the console draws its text in the font the baselines were drawn in', async ({ page }) => {
  await page.setViewportSize(VIEWPORT);
  await signIn(page, 'admin');
  await page.goto('/products');
  await expect(page.locator('#main-content tbody tr').first()).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const families = new Set<string>();
  for (const selector of ['.RaAppBar-title', '.RaSidebar-fixed a', '#main-content th', '#main-content tbody td', '#main-content button']) {
    // The document's node ids, afresh for each node: React may have replaced it meanwhile.
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    for (const font of fonts) families.add(`${font.familyName}${font.isCustomFont ? ' (web font)' : ''}`);
  }
  expect([...families]).toEqual(['Liberation Sans']);
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.describe.configure({ mode: 'parallel' });
    test.use({ viewport: VIEWPORT, timezoneId: 'Asia/Kolkata' });

    test.beforeEach(async ({ page }) => {
      await page.clock.setFixedTime(FIXED_NOW);
      await page.addInitScript(([key, value]) => (globalThis as unknown as PageStorage).localStorage.setItem(key, value), [THEME_KEY, JSON.stringify(theme)] as const);
      await signIn(page, 'admin');
    });

    for (const [name, path] of LISTS) {
      test(`the ${name} list`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('#main-content tbody tr').first()).toBeVisible();
        await settled(page);
        await expect(main(page)).toHaveScreenshot(`${theme}-list-${name}.png`, { mask: dates(page) });
      });
    }

    test('the side menu and the app bar', async ({ page }) => {
      await page.setViewportSize(MENU_VIEWPORT);
      await page.goto('/products');
      await expect(page.locator('#main-content tbody tr').first()).toBeVisible();
      await settled(page);
      // The app bar first: it slides away when the page scrolls (HideOnScroll).
      await expect(page.getByRole('banner')).toHaveScreenshot(`${theme}-app-bar.png`);
      const menu = page.locator('.RaSidebar-fixed .RaMenu-open');
      await expect(menu.getByRole('menuitem', { name: 'Coupons' })).toBeVisible();
      await expect(menu).toHaveScreenshot(`${theme}-menu.png`);
    });

    test('a customer’s edit form', async ({ page }) => {
      const id = await firstId(page, 'customers');
      await page.goto(`/customers/${id}`);
      await expect(page.locator('#main-content form')).toBeVisible();
      await settled(page);
      await expect(main(page)).toHaveScreenshot(`${theme}-form-customer.png`, { mask: dates(page) });
    });

    test('an order’s page', async ({ page }) => {
      const id = await firstId(page, 'orders');
      await page.goto(`/orders/${id}/show`);
      await expect(page.locator('#main-content tbody tr').first()).toBeVisible();
      await settled(page);
      await expect(main(page)).toHaveScreenshot(`${theme}-record-order.png`, { mask: dates(page) });
    });
  });
}
