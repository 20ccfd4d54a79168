import { expect, test, type Page } from './fixtures';
import { signIn } from './session';

const SCREENS = process.env.E2E_OUTPUT ?? 'test-results';
const word = `chikan${Date.now().toString(36)}`;

/** The Attributes section of the product form, and the table of the product page's Attributes field. */
const attributesInput = (page: Page) => page.locator('.ra-input-attributes');
const shownAttributes = (page: Page) => page.locator('.ra-field-attributes');

/** Adds a row choosing the attribute by its name; answers the row's value input. */
const addRow = async (page: Page, typed: string, attribute: string) => {
  const section = attributesInput(page);
  const row = await section.getByRole('listitem').count();
  await section.getByRole('button', { name: 'Add' }).click();
  await section.getByLabel(/^Attribute\W*$/).nth(row).fill(typed);
  await page.getByRole('option', { name: attribute, exact: true }).click();
  return section.getByLabel(/^Value\W*$/).nth(row);
};

/** react-admin shows a row's remove button while the pointer is over the row. */
const removeRow = async (page: Page, row: number) => {
  const item = attributesInput(page).getByRole('listitem').nth(row);
  await item.hover();
  await item.getByRole('button', { name: 'Remove' }).click();
};

test('a staff member gives a product attribute values and sees them on the product page', async ({ page }) => {
  await signIn(page, 'editor');
  await page.goto('/products/create');
  await page.getByRole('textbox', { name: 'Title' }).fill('Ivory Chikankari Kurta Set');
  await page.getByLabel('URL slug').fill(`ivory-chikankari-kurta-set-${word}`);

  // The category input names the category with its path, as the product page does.
  await page.getByLabel('Category', { exact: true }).fill('Heels');
  await page.getByRole('option', { name: /› Heels$/ }).first().click();
  await expect(page.getByLabel('Category', { exact: true })).toHaveValue(/^Women › .*Heels$/);

  // A listed attribute offers its values; a free-text one takes any text.
  await (await addRow(page, 'Mater', 'Material')).click();
  await page.getByRole('option', { name: 'Linen', exact: true }).click();
  await (await addRow(page, 'Authenticity', 'Authenticity notes')).fill('Bought at the Lucknow store, bill kept');
  await page.screenshot({ path: `${SCREENS}/screens/product-attributes-form.png`, fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/show$/);

  await expect(shownAttributes(page).getByRole('row').filter({ hasText: 'Material' })).toContainText('Linen');
  await expect(shownAttributes(page).getByRole('row').filter({ hasText: 'Authenticity notes' })).toContainText('Bought at the Lucknow store, bill kept');
  await page.screenshot({ path: `${SCREENS}/screens/product-attributes-show.png`, fullPage: true });

  const loaded = page.waitForResponse((response) => /\/svc\/product\/products\/\d+$/.test(new URL(response.url()).pathname));
  await page.getByRole('link', { name: 'Edit' }).click();
  await loaded;
  await expect(attributesInput(page).getByLabel(/^Value\W*$/).nth(1)).toHaveValue('Bought at the Lucknow store, bill kept');

  // An attribute set twice is refused at the section: the product would keep only one value.
  await (await addRow(page, 'Mater', 'Material')).click();
  await page.getByRole('option', { name: 'Silk', exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(attributesInput(page).getByText('Each attribute can be set only once')).toBeVisible();
  await removeRow(page, 2);

  // Removing a row removes the value from the product.
  await removeRow(page, 1);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/show$/);
  await expect(shownAttributes(page).getByRole('row')).toHaveCount(1);
  await expect(shownAttributes(page)).toContainText('Linen');
});
