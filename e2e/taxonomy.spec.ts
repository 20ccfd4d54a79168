import { expect, test, type Page } from './fixtures';
import { listSettled } from './lists';
import { signIn } from './session';

const SCREENS = process.env.E2E_OUTPUT ?? 'test-results';
const word = `tax${Date.now().toString(36)}`;

/** The row showing `text` itself, not an expanded panel row holding a nested table that shows it. */
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text, hasNot: page.locator('table') });
/** react-admin hides the expand button from assistive technology, so it is found by its class. */
const expand = (page: Page, text: string) => rowOf(page, text).locator('.RaDataTable-expandIcon').click();

/** Picks an option of the react-admin autocomplete labelled `label` by typing part of it. */
const choose = async (page: Page, label: string, typed: string, option: string | RegExp) => {
  await page.getByLabel(label).fill(typed);
  await page.getByRole('option', { name: option }).first().click();
};

test.beforeEach(async ({ page }) => signIn(page, 'admin'));

test('manage a brand: create with its slug, find, edit and delete it', async ({ page }) => {
  await page.goto('/apps/brand/add');
  await expect(page).toHaveURL(/\/brands\/create$/);
  await page.getByLabel('Name').fill(`Raw Mango Atelier ${word}`);
  await expect(page.getByLabel('Slug')).toHaveValue(`raw-mango-atelier-${word}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/brands$/);

  await page.getByPlaceholder('Search').fill(word);
  await expect(page.getByRole('row')).toHaveCount(2);
  // The edit form resets once the record arrives from the server; type after that.
  const loaded = page.waitForResponse((response) => /\/svc\/product\/brands\/\d+$/.test(new URL(response.url()).pathname));
  await rowOf(page, word).click();
  await loaded;
  await page.getByLabel('Description').fill('Handwoven Chanderi and Banarasi saris');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element updated')).toBeVisible();
  // The edit page's History table names the brand too: wait until the list has replaced it.
  await expect(page.getByRole('region', { name: 'History' })).toHaveCount(0);

  await rowOf(page, word).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toContainText('Nothing uses this record');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  // Back on the list, which may restore its earlier search into the URL.
  await expect(page).toHaveURL(/\/brands(\?|$)/);
  await expect(page.getByRole('row').filter({ hasText: word })).toHaveCount(0);

  // A brand with products cannot simply go: the dialog offers a replacement instead.
  await page.getByPlaceholder('Search').fill('Sabyasachi');
  await rowOf(page, 'Sabyasachi').first().click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toContainText('still in use');
  await expect(page.getByRole('dialog')).toContainText(/\d+ products?/);
  await page.screenshot({ path: `${SCREENS}/screens/brand-in-use.png` });
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
});

test('move a category branch, and see a move into its own branch refused', async ({ page, pagePolicy }) => {
  pagePolicy.allowFailedRequest(422, '/svc/product/categories/:id', 'the move under its own subcategory is refused with 422');
  const [parentA, parentB, child] = [`Heritage ${word}`, `Festive ${word}`, `Banarasi ${word}`];
  for (const [name, parent] of [[parentA, ''], [parentB, ''], [child, parentA]] as const) {
    await page.goto('/apps/category');
    await expect(page).toHaveURL(/\/categories\/create$/);
    await page.getByLabel('Name').fill(name);
    if (parent) await choose(page, 'Parent category', parent, parent);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/categories$/);
  }

  // A top-level category counts the products filed in its subcategories too.
  await expect(rowOf(page, 'Women').first()).toContainText(/ here\)/);
  await listSettled(page);
  await expand(page, parentA);
  await expect(rowOf(page, child)).toBeVisible();

  await rowOf(page, child).getByRole('button', { name: 'Move', exact: true }).click();
  await choose(page, 'New parent category', parentB, parentB);
  await page.getByRole('dialog').getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByText(`"${child}" moved`)).toBeVisible();

  await expand(page, parentB);
  await expect(rowOf(page, child)).toBeVisible();

  await rowOf(page, parentB).getByRole('button', { name: 'Move', exact: true }).click();
  await choose(page, 'New parent category', child, new RegExp(child));
  await page.getByRole('dialog').getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('A category cannot move under one of its own subcategories');
  await page.screenshot({ path: `${SCREENS}/screens/category-move-refused.png` });
});

test('create a URL redirect, and see a loop refused', async ({ page, pagePolicy }) => {
  pagePolicy.allowFailedRequest(422, '/svc/product/urls', 'the redirect that would loop is refused with 422');
  const [from, to] = [`/old-${word}`, `/new-${word}`];
  await page.goto('/apps/url-management');
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/urls\/create$/);
  await page.getByRole('textbox', { name: 'Path' }).fill(`${from.toUpperCase()}/`);
  await page.getByLabel('Redirects', { exact: true }).check();
  await page.getByLabel('Redirects to').fill(to);
  await page.getByLabel('301 permanent').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/urls$/);
  await page.getByPlaceholder('Search').fill(word);
  await expect(rowOf(page, from)).toContainText(`301 → ${to}`);

  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/urls\/create$/);
  await page.getByRole('textbox', { name: 'Path' }).fill(to);
  await page.getByLabel('Redirects', { exact: true }).check();
  await page.getByLabel('Redirects to').fill(from);
  await page.getByLabel('302 temporary').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`This redirect would loop: ${to} → ${from} → ${to}`)).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/screens/url-loop-refused.png` });
});

test('create a collection, add products to it and reorder them', async ({ page }) => {
  const title = `Sangeet Shimmer ${word}`;
  await page.goto('/apps/collection/add');
  await expect(page).toHaveURL(/\/collections\/create$/);
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/collections$/);
  await page.getByPlaceholder('Search').fill(word);
  // Wait for the debounced search to apply, or it would navigate back to the list after the click.
  await expect(page.getByRole('row')).toHaveCount(2);
  await rowOf(page, title).click();
  await expect(page).toHaveURL(/\/collections\/\d+\/show$/);
  await page.getByRole('link', { name: 'Manage products' }).click();
  await expect(page).toHaveURL(/\/apps\/collection\/add-products\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);

  await page.getByLabel('Search by title, description or slug').fill('Lehenga');
  const results = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Add' }) });
  const first = (await results.nth(0).locator('.MuiListItemText-primary').textContent())!;
  const second = (await results.nth(1).locator('.MuiListItemText-primary').textContent())!;
  await results.nth(0).getByRole('button', { name: 'Add' }).click();
  await expect(rowOf(page, first)).toBeVisible();
  await page.getByRole('listitem').filter({ hasText: second }).getByRole('button', { name: 'Add' }).click();
  await expect(rowOf(page, second)).toBeVisible();

  const contents = page.getByRole('table');
  await expect(contents.getByRole('row').nth(1)).toContainText(first);
  await rowOf(page, first).getByRole('button', { name: 'Move down' }).click();
  await expect(contents.getByRole('row').nth(1)).toContainText(second);
  await expect(contents.getByRole('row').nth(2)).toContainText(first);
  await page.screenshot({ path: `${SCREENS}/screens/collection-products.png` });

  await rowOf(page, second).getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(contents.getByRole('row').filter({ hasText: second })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to the collection' }).click();
  // The collection's table, not its History, which names the product too.
  await expect(page.getByRole('cell', { name: first }).first()).toBeVisible();
  // The count has a label of its own; "Products" heads the table only.
  await expect(page.getByText('Number of products')).toBeVisible();
});
