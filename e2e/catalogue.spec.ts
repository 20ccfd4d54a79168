import { expect, test, type Page } from './fixtures';
import { signIn } from './session';

const SCREENS = process.env.E2E_OUTPUT ?? 'test-results';
const word = `zardosi${Date.now().toString(36)}`;
const skuStem = `E2E-${Date.now().toString(36).toUpperCase()}`;

const save = async (page: Page) => {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/show$/);
};

/** The id in /<resource>/<id>/show */
const shownId = (page: Page) => Number(new URL(page.url()).pathname.split('/')[2]);

const rowOf = (page: Page, sku: string) => page.getByRole('row').filter({ hasText: sku });

test('a product with three variants goes through review and is found by a word of its description', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin');

  await page.goto('/apps/product/add');
  await expect(page).toHaveURL(/\/products\/create$/);
  await page.getByRole('textbox', { name: 'Title' }).fill('Emerald Raw Silk Lehenga');
  await expect(page.getByLabel('URL slug')).toHaveValue('emerald-raw-silk-lehenga');
  await page.getByLabel('URL slug').fill(`emerald-raw-silk-lehenga-${word}`);
  await page.getByLabel('Description').fill(`Hand-embroidered ${word} work on the dupatta, worn once at a sangeet in Jaipur.`);
  await save(page);
  const productId = shownId(page);

  for (const n of [1, 2, 3]) {
    // The first from the product's page, as staff add one; the others by the spec's address.
    if (n === 1) await page.getByRole('link', { name: 'Add variant' }).click();
    else await page.goto(`/apps/product/${productId}/variant/add`);
    await expect(page).toHaveURL(/\/variants\/create\?source=/);
    await expect(page.getByLabel('Product')).toHaveValue('Emerald Raw Silk Lehenga');
    // The form's defaults hold beside the product the link prefills.
    await expect(page.getByRole('combobox', { name: 'ERP status' })).toHaveText('Pending');
    await page.getByLabel('SKU').fill(`${skuStem}-${n}`);
    await page.getByLabel('Size').fill(['S', 'M', 'L'][n - 1]!);
    await page.getByLabel('MRP (₹)').fill('185000');
    await page.getByLabel('Price (₹)').fill('96000');
    await save(page);
    await expect(page.getByText('₹96,000').first()).toBeVisible();
  }

  await page.goto(`/apps/product/${productId}/variants/list`);
  await expect(page.getByRole('row')).toHaveCount(4);
  for (const n of [1, 2]) await rowOf(page, `${skuStem}-${n}`).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Send to review' }).click();
  await expect(page.getByText('2 variants sent to review')).toBeVisible();

  await page.goto('/apps/in-review-variants');
  await page.getByPlaceholder('Search').fill(skuStem);
  await expect(page.getByRole('row')).toHaveCount(3);
  await rowOf(page, `${skuStem}-1`).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Variant approved')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);

  await rowOf(page, `${skuStem}-2`).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Give the reason for rejecting')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Close-up photo of the embroidery is missing');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Variant rejected')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/screens/in-review-variants.png`, fullPage: true });

  await page.goto(`/apps/product/${productId}/variants/list`);
  await rowOf(page, `${skuStem}-2`).click();
  const decision = page.locator('#main-content').getByRole('row').filter({ hasText: 'Close-up photo of the embroidery is missing' });
  await expect(decision).toContainText('Rejected');
  await expect(decision).toContainText('Asha Menon');
  await page.screenshot({ path: `${SCREENS}/screens/variant-show.png`, fullPage: true });

  await page.goto('/apps/products');
  await page.getByPlaceholder('Search').fill(word);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row').nth(1)).toContainText('Emerald Raw Silk Lehenga');
  await page.screenshot({ path: `${SCREENS}/screens/products-search.png`, fullPage: true });

  // The list's filters are kept for the session: leaving and coming back keeps the search.
  await page.goto('/apps/all-variants');
  await page.goto('/apps/products');
  await expect(page.getByPlaceholder('Search')).toHaveValue(word);
  await expect(page.getByRole('row')).toHaveCount(2);
});

test('the variant list asks for the spec defaults: not expired, newest first, category, stock and status at All', async ({ page }) => {
  await signIn(page, 'admin');
  const listCall = page.waitForRequest((request) => request.url().includes('/svc/product/variants?'));
  await page.goto('/apps/all-variants');
  const query = new URL((await listCall).url()).searchParams;
  expect(JSON.parse(query.get('filter') ?? '{}')).toEqual({ category: 'all', stock: 'all', product_status: 'all', is_expired: false });
  expect(JSON.parse(query.get('sort') ?? '[]')).toEqual(['created_at', 'DESC']);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/screens/all-variants.png`, fullPage: true });

  // One product's variants keep their own filters: the Variants menu entry opens with the defaults again.
  const productCall = page.waitForRequest((request) => request.url().includes('/svc/product/variants?'));
  await page.goto('/apps/product/1/variants/list');
  const productQuery = new URL((await productCall).url()).searchParams;
  expect(JSON.parse(productQuery.get('filter') ?? '{}')).toEqual({ category: 'all', stock: 'all', product_status: 'all', is_expired: false, product_id: 1 });
  await expect(page.getByRole('combobox', { name: 'Product' })).toHaveCount(0);
  const menuCall = page.waitForRequest((request) => request.url().includes('/svc/product/variants?'));
  await page.getByRole('menuitem', { name: 'Variants', exact: true }).click();
  expect(JSON.parse(new URL((await menuCall).url()).searchParams.get('filter') ?? '{}')).toEqual({ category: 'all', stock: 'all', product_status: 'all', is_expired: false });
});
