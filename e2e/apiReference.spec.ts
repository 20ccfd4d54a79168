import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { signIn } from './session';

const SHOTS = `${process.env.E2E_OUTPUT ?? 'test-results'}/screens`;

test('a signed-in staff member browses the API description in Swagger UI, under the console\'s policy', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.goto('/apps/api-reference');
  await expect(page).toHaveURL(/\/pages\/login/);

  await signIn(page, 'editor', '/apps/api-reference');
  await expect(page).toHaveURL(/\/apps\/api-reference$/);
  // The first call makes the description from every route: a hang guard for a loaded machine, not a measure.
  await expect(page.getByRole('heading', { name: /Back-office console API/ })).toBeVisible({ timeout: 60_000 });
  const brands = page.locator('#operations-tag-product');
  await expect(brands).toBeVisible();
  await brands.click();
  const list = page.locator('.opblock-get', { hasText: '/svc/product/brands' }).first();
  await expect(list).toBeVisible();
  await list.locator('.opblock-summary-control').click();
  await expect(list.getByText('brands:list')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/api-reference.png`, fullPage: false });
});
