import { expect, test, type Page } from './fixtures';
import { signIn } from './session';

const SCREENS = process.env.E2E_OUTPUT ?? 'test-results';
const word = `rules${Date.now().toString(36)}`;

/** The MUI select labelled `label` in the `index`-th rule condition. */
const select = async (page: Page, label: string, index: number, option: string) => {
  await page.getByRole('combobox', { name: label }).nth(index).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

test.beforeEach(async ({ page }) => signIn(page, 'admin'));

test('build a rule collection, see a bad value refused at its field, then view the products its rules match', async ({ page }) => {
  const title = `Sabyasachi Under A Crore ${word}`;
  await page.goto('/apps/collection/add');
  await expect(page).toHaveURL(/\/collections\/create$/);
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByLabel('Products matching rules').check();

  await page.getByRole('button', { name: 'Add' }).click();
  await select(page, 'Field', 0, 'Price');
  await expect(page.getByRole('combobox', { name: 'Operator' }).nth(0)).toHaveText('equals');
  await page.getByRole('combobox', { name: 'Operator' }).nth(0).click();
  // A price compares; it cannot "contain".
  await expect(page.getByRole('option', { name: 'contains' })).toHaveCount(0);
  await page.getByRole('option', { name: 'is less than' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a price of zero or more')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/screens/rule-collection-form.png`, fullPage: true });
  await page.getByLabel('Value').nth(0).fill('10000000');

  await page.getByRole('button', { name: 'Add' }).click();
  await select(page, 'Field', 1, 'Brand');
  await page.getByLabel('Value').nth(1).fill('Sabyasachi');
  await page.getByRole('option', { name: 'Sabyasachi' }).first().click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/collections$/);

  await page.getByPlaceholder('Search').fill(word);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('row').filter({ hasText: title }).click();
  await expect(page).toHaveURL(/\/collections\/\d+\/show$/);

  const rules = page.getByRole('list', { name: 'Rules' });
  await expect(rules).toContainText('Products must match: All conditions');
  await expect(rules).toContainText('Price is less than ₹1,00,00,000');
  await expect(rules).toContainText('Brand equals Sabyasachi');
  // Read-only: its rules choose the products, so there is nothing to add, move or remove.
  await expect(page.getByRole('link', { name: 'Manage products' })).toHaveCount(0);
  // The first table is the matching products; the History panel's follows it.
  const products = page.getByRole('table').first();
  const rows = products.getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(1);
  for (const row of await rows.all()) if ((await row.getByRole('cell').count()) > 0) await expect(row).toContainText('Sabyasachi');
  await expect(products.getByRole('button')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/screens/rule-collection.png` });

  // The edit form reads the rules back: the brand by name, the price in rupees.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel('Value').nth(1)).toHaveValue('Sabyasachi');
  await expect(page.getByLabel('Value').nth(0)).toHaveValue('10000000');
});
