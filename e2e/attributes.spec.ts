import { expect, test } from './fixtures';
import { signIn } from './session';

const SCREENS = process.env.E2E_OUTPUT ?? 'test-results';

test.beforeEach(async ({ page }) => signIn(page, 'admin'));

test('an attribute products use: a used value stays, and a delete offers a replacement', async ({ page, pagePolicy }) => {
  pagePolicy.allowFailedRequest(409, '/svc/product/attributes/:id', 'saving without a value products use is refused with 409');
  await page.goto('/attributes');
  await page.getByPlaceholder('Search').fill('Material');
  await expect(page.getByRole('row')).toHaveCount(2);
  // The edit form resets once the record arrives from the server; change it after that.
  const loaded = page.waitForResponse((response) => /\/svc\/product\/attributes\/\d+$/.test(new URL(response.url()).pathname));
  await page.getByRole('row').filter({ hasText: 'material' }).click();
  await loaded;

  // Leather is the material of many seeded products: removing it from the list is refused at the field.
  await page.locator('.MuiChip-root', { hasText: /^Leather$/ }).locator('.MuiChip-deleteIcon').click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/\d+ products? uses? "Leather"/)).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/screens/attribute-value-in-use.png` });

  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toContainText('still in use');
  await expect(page.getByRole('dialog')).toContainText(/\d+ products?/);
  await expect(page.getByRole('dialog').getByLabel('Replacement')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/screens/attribute-in-use.png` });
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
});
