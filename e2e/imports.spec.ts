import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { signIn } from './session';

const SCREENS = process.env.E2E_OUTPUT ?? 'test-results';
const stem = `IMPE2E-${Date.now().toString(36).toUpperCase()}`;

/** GET on the API with the signed-in staff member's token. */
const apiGet = async <T>(page: Page, path: string): Promise<T> => {
  const token = await page.evaluate(() => (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage.getItem('token'));
  const response = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
};

/** POST on the API with the signed-in staff member's token: a record the test starts from. */
const apiPost = async <T>(page: Page, path: string, data: unknown): Promise<T> => {
  const token = await page.evaluate(() => (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage.getItem('token'));
  const response = await page.request.post(path, { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
};

const upload = async (page: Page, name: string, content: string | Buffer) => {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.isBuffer(content) ? content : Buffer.from(content) });
};

/** Downloads the import's error report and answers its lines. */
const downloadReport = async (page: Page, name: string) => {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the error report' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(name);
  const text = await readFile((await download.path())!, 'utf8');
  // Excel shows José and 李 right only in a CSV that starts with a byte order mark.
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text.slice(1).trim().split('\r\n');
};

const countOf = (page: Page, group: string, name: string) => page.getByRole('group', { name: group }).getByTestId(`count-${name}`);

/** Checks the preview of the variants file: 2 rows to write as `outcome`, 2 refused with their row, column and message. */
const expectPreview = async (page: Page, outcome: 'new' | 'unchanged') => {
  await expect(countOf(page, 'Dry run', 'errors')).toHaveText(/Errors\s*2/, { timeout: 60_000 });
  await expect(countOf(page, 'Dry run', 'new')).toHaveText(outcome === 'new' ? /New\s*2/ : /New\s*0/);
  await expect(countOf(page, 'Dry run', 'unchanged')).toHaveText(outcome === 'new' ? /Unchanged\s*0/ : /Unchanged\s*2/);
  const errors = page.getByRole('table', { name: 'Rows with errors' }).getByRole('row');
  await expect(errors).toHaveCount(3);
  await expect(errors.nth(1)).toHaveText(/^4\s*Handle\s*no-such-product-e2e\s*No product has the handle or title no-such-product-e2e$/);
  await expect(errors.nth(2)).toHaveText(new RegExp(`^5\\s*Variant SKU\\s*${stem}-1\\s*Listed twice in this file: first in row 2$`));
};

test('a staff member imports a variants file: mapping, dry run, errors, import, error report, and the same file again changes nothing', async ({ page, pagePolicy }) => {
  test.setTimeout(300_000);
  pagePolicy.allowFailedRequest(400, '/svc/product/variant-imports', 'the test uploads a file holding a header only');
  await signIn(page, 'editor');
  // The first seeded product: the newest may be one another test is counting the variants of.
  const [product] = await apiGet<{ slug: string }[]>(page, '/svc/product/products?sort=["id","ASC"]&range=[0,0]');
  const file = [
    'Handle,Variant SKU,Option1 Value,Variant Price,Variant Compare At Price,Notes',
    `${product!.slug},${stem}-1,M,999,1999,first`,
    `${product!.slug},${stem}-2,L,"1,299.00",1999,second`,
    `no-such-product-e2e,${stem}-3,S,999,1999,unknown product`,
    `${product!.slug},${stem}-1,S,999,1999,SKU twice`,
  ].join('\r\n');

  // From the variants list to the import screen.
  await page.goto('/apps/all-variants');
  await page.getByRole('link', { name: 'Import from a file' }).click();
  await expect(page).toHaveURL(/\/variant-imports\/create$/);
  await expect(page.getByText(/up to 50 MB and 2,?00,000 rows/)).toBeVisible();

  // A bad file gets the server's message and leaves nothing.
  await upload(page, 'header-only.csv', 'Handle,Variant SKU\r\n');
  await expect(page.getByRole('alert')).toHaveText('The file holds a header but no rows');

  await upload(page, 'variants.csv', file);
  await expect(page).toHaveURL(/\/variant-imports\/\d+\/show$/);
  const importUrl = page.url();
  await expect(page.getByRole('combobox', { name: 'Handle' })).toHaveText('Product handle');
  await expect(page.getByRole('combobox', { name: 'Variant SKU' })).toHaveText('SKU (required)');
  await expect(page.getByRole('combobox', { name: 'Notes' })).toHaveText('Left out');
  await page.screenshot({ path: `${SCREENS}/screens/import-mapping.png`, fullPage: true });
  await page.getByRole('button', { name: 'Check the file' }).click();

  await expectPreview(page, 'new');
  await page.screenshot({ path: `${SCREENS}/screens/import-preview.png`, fullPage: true });

  // Closing the tab loses nothing: the screen comes back at its status.
  await page.goto('/apps/all-variants/imports');
  await page.getByRole('row').filter({ hasText: 'variants.csv' }).first().click();
  await expect(page).toHaveURL(importUrl);
  await expectPreview(page, 'new');

  // The error report: the failed rows as the file had them, and the error column.
  const report = await downloadReport(page, 'variants-errors.csv');
  expect(report).toEqual([
    'Row,Handle,Variant SKU,Option1 Value,Variant Price,Variant Compare At Price,Notes,Error',
    `4,no-such-product-e2e,${stem}-3,S,999,1999,unknown product,"Handle ""no-such-product-e2e"": No product has the handle or title no-such-product-e2e"`,
    `5,${product!.slug},${stem}-1,S,999,1999,SKU twice,"Variant SKU ""${stem}-1"": Listed twice in this file: first in row 2"`,
  ]);

  await page.getByRole('button', { name: 'Import the valid rows' }).click();
  await expect(page.getByText('Import finished')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '100');
  await expect(countOf(page, 'Written', 'new')).toHaveText(/New\s*2/);
  await page.screenshot({ path: `${SCREENS}/screens/import-done.png`, fullPage: true });

  // The imports list: status, counts, who and when.
  await page.goto('/apps/all-variants/imports');
  const row = page.getByRole('row').filter({ hasText: 'variants.csv' }).first();
  await expect(row).toContainText('Done');
  await expect(row).toContainText('Rahul Iyer');
  await page.screenshot({ path: `${SCREENS}/screens/import-list.png`, fullPage: true });

  // The variants are there.
  const written = await apiGet<{ sku: string; price: number }[]>(page, `/svc/product/variants?filter=${encodeURIComponent(JSON.stringify({ q: stem }))}`);
  expect(written.map((variant) => [variant.sku, variant.price]).sort()).toEqual([
    [`${stem}-1`, 99900],
    [`${stem}-2`, 129900],
  ]);

  // The same file again: nothing new, nothing updated.
  await page.getByRole('link', { name: 'Import from a file' }).click();
  await upload(page, 'variants.csv', file);
  await expect(page).toHaveURL(/\/variant-imports\/\d+\/show$/);
  expect(page.url()).not.toBe(importUrl);
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expectPreview(page, 'unchanged');
  await page.getByRole('button', { name: 'Import the valid rows' }).click();
  await expect(page.getByText('Import finished')).toBeVisible({ timeout: 60_000 });
  await expect(countOf(page, 'Written', 'new')).toHaveText(/New\s*0/);
  await expect(countOf(page, 'Written', 'updated')).toHaveText(/Updated\s*0/);
});

test('a variant sheet naming its products by title and conditions by name imports once its new colour is created from the preview', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'editor');
  const title = `Crème Brûlée Saree ${stem}`;
  await apiPost(page, '/svc/product/products', { title, slug: stem.toLowerCase() });
  const colour = `Aubergine ${stem}`;
  const file = [
    'SKU,Product title,Condition,Colour,Variant Price,Variant Compare At Price',
    `${stem}-T1,${title.toLowerCase()},Very good,Emerald,999,1999`,
    `${stem}-T2,${title.toUpperCase().replace('È', 'E')},Sehr gut,${colour},"1,299.50",1999`,
  ].join('\r\n');
  await page.goto('/variant-imports/create');
  await upload(page, 'by-title.csv', file);
  await expect(page.getByRole('combobox', { name: 'Product title' })).toHaveText('Product handle');
  await page.getByRole('button', { name: 'Check the file' }).click();

  // The colour matched nothing: listed once with its row, and created from here.
  await expect(countOf(page, 'Dry run', 'errors')).toHaveText(/Errors\s*1/, { timeout: 60_000 });
  const unmatched = page.getByRole('table', { name: 'Values that match nothing' }).getByRole('row');
  await expect(unmatched).toHaveCount(2);
  await expect(unmatched.nth(1)).toContainText(`Colour${colour}1 row: 3`);
  await page.screenshot({ path: `${SCREENS}/screens/import-unmatched.png`, fullPage: true });
  await unmatched.nth(1).getByRole('button', { name: `Create "${colour}"` }).click();
  await expect(unmatched.nth(1)).toContainText('Created');
  await page.getByRole('button', { name: 'Check the file again' }).click();
  await expect(countOf(page, 'Dry run', 'errors')).toHaveText(/Errors\s*0/, { timeout: 60_000 });
  await expect(countOf(page, 'Dry run', 'new')).toHaveText(/New\s*2/);
  await page.getByRole('button', { name: 'Import the valid rows' }).click();
  await expect(page.getByText('Import finished')).toBeVisible({ timeout: 60_000 });
  await expect(countOf(page, 'Written', 'new')).toHaveText(/New\s*2/);
  const written = await apiGet<{ sku: string; colour: string; price: number }[]>(page, `/svc/product/variants?filter=${encodeURIComponent(JSON.stringify({ q: `${stem}-T` }))}`);
  expect(written.map((variant) => [variant.sku, variant.colour, variant.price]).sort()).toEqual([
    [`${stem}-T1`, 'Emerald', 99900],
    [`${stem}-T2`, colour, 129950],
  ]);
});

test('a staff member imports a customers file: bad email, an email twice in other letter case, a formula cell, a Windows-1252 name; the same file again adds nothing', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 'editor');
  const w = Date.now().toString(36);
  // Saved from a spreadsheet as Windows-1252: é and ë are single bytes.
  const file = Buffer.from(
    [
      'First Name,Last Name,Email,Phone,Tags',
      `Zoë,Désirée ${w},zoe.${w}@example.in,,`,
      `Ravi,"=HYPERLINK(""http://evil.example"",""open"")",not-an-email,,`,
      `Zoe,Again,ZOE.${w}@EXAMPLE.IN,,`,
      `Kabir,Shah ${w},kabir.${w}@example.in,98450 12345,vip`,
    ].join('\r\n'),
    'latin1',
  );

  await page.goto('/apps/customers/customers-import');
  await expect(page).toHaveURL(/\/customer-imports\/create$/);
  await upload(page, 'customers.csv', file);
  await expect(page).toHaveURL(/\/customer-imports\/\d+\/show$/);
  await expect(page.getByRole('combobox', { name: 'Email' })).toHaveText('Email (required)');
  await expect(page.getByRole('combobox', { name: 'First Name' })).toHaveText('First name (required)');
  await page.getByRole('button', { name: 'Check the file' }).click();

  await expect(countOf(page, 'Dry run', 'errors')).toHaveText(/Errors\s*2/, { timeout: 60_000 });
  await expect(countOf(page, 'Dry run', 'new')).toHaveText(/New\s*2/);
  const errors = page.getByRole('table', { name: 'Rows with errors' }).getByRole('row');
  await expect(errors).toHaveCount(3);
  await expect(errors.nth(1)).toHaveText(/^3\s*Email\s*not-an-email\s*Enter a valid email address$/);
  await expect(errors.nth(2)).toHaveText(new RegExp(`^4\\s*Email\\s*ZOE.${w}@EXAMPLE.IN\\s*Listed twice in this file: first in row 2$`));
  await page.screenshot({ path: `${SCREENS}/screens/customer-import-preview.png`, fullPage: true });

  // The failed rows as the file had them (read as Windows-1252, written as UTF-8), formulas neutralised.
  const report = await downloadReport(page, 'customers-errors.csv');
  expect(report).toEqual([
    'Row,First Name,Last Name,Email,Phone,Tags,Error',
    `3,Ravi,"'=HYPERLINK(""http://evil.example"",""open"")",not-an-email,,,"Email ""not-an-email"": Enter a valid email address"`,
    `4,Zoe,Again,ZOE.${w}@EXAMPLE.IN,,,"Email ""ZOE.${w}@EXAMPLE.IN"": Listed twice in this file: first in row 2"`,
  ]);

  await page.getByRole('button', { name: 'Import the valid rows' }).click();
  await expect(page.getByText('Import finished')).toBeVisible({ timeout: 60_000 });
  await expect(countOf(page, 'Written', 'new')).toHaveText(/New\s*2/);

  // The accented name came through whole.
  await page.goto('/apps/customers/customers-list');
  await page.getByPlaceholder('Search').fill(`zoe.${w}`);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row').nth(1)).toContainText(`Zoë Désirée ${w}`);
  await page.screenshot({ path: `${SCREENS}/screens/customer-imported.png`, fullPage: true });

  // The same file again: nothing new, nothing updated.
  await page.goto('/apps/customers/customers-import');
  await upload(page, 'customers.csv', file);
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(countOf(page, 'Dry run', 'unchanged')).toHaveText(/Unchanged\s*2/, { timeout: 60_000 });
  await expect(countOf(page, 'Dry run', 'new')).toHaveText(/New\s*0/);
  await expect(countOf(page, 'Dry run', 'updated')).toHaveText(/Updated\s*0/);
  await page.getByRole('button', { name: 'Import the valid rows' }).click();
  await expect(page.getByText('Import finished')).toBeVisible({ timeout: 60_000 });
  await expect(countOf(page, 'Written', 'new')).toHaveText(/New\s*0/);
  await expect(countOf(page, 'Written', 'updated')).toHaveText(/Updated\s*0/);
});
