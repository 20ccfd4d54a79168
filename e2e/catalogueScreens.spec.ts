import { expect, test, type Page } from './fixtures';
import { listSettled } from './lists';
import { signIn } from './session';

const SCREENS = process.env.E2E_OUTPUT ?? 'test-results';
const word = `screens${Date.now().toString(36)}`;

/** A 1x1 PNG: the media base checks the file's first bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** The cells of the data rows under the column headed `header`. */
const columnCells = async (page: Page, header: string) => {
  await expect(page.locator('thead th', { hasText: header }).first()).toBeVisible();
  const headers = await page.locator('thead th').allInnerTexts();
  const index = headers.findIndex((text) => text.trim() === header);
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  return page.locator('tbody tr').locator(`td:nth-child(${index + 1})`);
};

test.beforeEach(async ({ page }) => signIn(page, 'admin'));

test('a taxonomy list offers its filters that are not always on: attributes by type', async ({ page }) => {
  await page.goto('/attributes');
  await listSettled(page);
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Type' }).click();
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Size', exact: true }).click();
  await expect(page).toHaveURL(/size/);
  const types = await columnCells(page, 'Type');
  await expect(types.first()).toHaveText('Size');
  for (const type of await types.allInnerTexts()) expect(type).toBe('Size');

  await page.goto('/brands');
  await listSettled(page);
  await page.getByRole('button', { name: 'Add filter' }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: 'Active' })).toBeVisible();
});

test("a collection's products show their status in the staff member's words", async ({ page }) => {
  await page.goto('/collections');
  await page.getByRole('row').filter({ hasText: 'Hand-picked products' }).first().click();
  await expect(page).toHaveURL(/\/collections\/\d+\/show$/);
  const statuses = await columnCells(page, 'Product status');
  await expect(statuses.first()).toHaveText(/^(Draft|Active|Archived)$/);
  for (const status of await statuses.allInnerTexts()) expect(['Draft', 'Active', 'Archived']).toContain(status);
});

test('images of a product show as pictures on its page', async ({ page }) => {
  await page.goto('/products/create');
  await page.getByRole('textbox', { name: 'Title' }).fill(`Chikankari Kurta ${word}`);
  const uploaded = page.waitForResponse((response) => response.url().includes('/api/v1/media') && response.request().method() === 'POST');
  await page.locator('input[type=file]').setInputFiles({ name: 'kurta.png', mimeType: 'image/png', buffer: PNG });
  const url = ((await (await uploaded).json()) as { body: { url: string } }).body.url;
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/show$/);
  const picture = page.locator(`#main-content img[src="${url}"]`);
  await expect(picture).toBeVisible();
  await expect(picture).toHaveJSProperty('naturalWidth', 1);
});

test('dates and money follow the chosen language (German)', async ({ page }) => {
  await page.goto('/variants');
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page.getByRole('columnheader', { name: 'SKU' })).toBeVisible();
  const created = await columnCells(page, 'Erstellt am');
  await expect(created.first()).toHaveText(/^\d{1,2}\.\d{1,2}\.\d{4}$/);
  const prices = await columnCells(page, 'Preis (₹)');
  await expect(prices.first()).toHaveText(/^[\d.]+(,\d\d)?\s₹$/);
  // Its many columns scroll inside the list rather than widening the page past the app bar.
  expect(await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth')).toBe(0);
  await page.screenshot({ path: `${SCREENS}/screens/variants-de.png`, fullPage: true });
});
