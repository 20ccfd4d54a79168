import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { expect, test, type Page } from './fixtures';
import { storedValue } from './authStorage';
import { signIn } from './session';

const SCREENS = process.env.E2E_OUTPUT ?? 'test-results';
const code = `E2E-${Date.now().toString(36).toUpperCase()}`;

/** Two seeded variants with their barcodes, read through the API as the signed-in admin. */
const twoVariants = async (page: Page) => {
  const token = await storedValue(page, 'token');
  const answer = await page.request.get('/svc/product/variants?range=[0,1]&sort=["id","ASC"]', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as { id: number; sku: string; barcode: string }[];
};

/** Types a code into the scan field labelled `label` and presses Enter, as a USB scanner does. */
const scan = async (page: Page, label: string, value: string) => {
  const field = page.getByLabel(label);
  await field.fill(value);
  await field.press('Enter');
};

test.beforeEach(async ({ page }) => signIn(page, 'admin'));

test('a warehouse from the ground up: racks, shelves by pattern, receive by barcode, pick, count, ledger', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/apps/warehouse');
  await expect(page).toHaveURL(/\/warehouses\/create$/);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Bengaluru hub ${code}`);
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await page.getByLabel('PIN code').fill('560001');
  // The maps base loads its pincode directory on the first lookup: slow on a busy machine.
  const looked = page.waitForResponse((response) => response.url().includes('/svc/maps/pincodes/560001'), { timeout: 60_000 });
  await page.getByLabel('PIN code').blur();
  await looked;
  await expect(page.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Bengaluru Urban');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/warehouses$/);
  await page.getByPlaceholder('Search').fill(code);
  await page.getByRole('row').filter({ hasText: code }).click();
  await expect(page).toHaveURL(/\/warehouses\/\d+$/);
  const warehouseId = Number(new URL(page.url()).pathname.split('/').pop());

  await page.getByLabel('Rack code').fill('R1');
  await page.getByRole('button', { name: 'Add rack' }).click();
  await expect(page).toHaveURL(new RegExp(`/apps/${warehouseId}/racks/\\d+$`));
  const rackUrl = page.url();
  await page.getByRole('link', { name: 'Add shelves' }).click();
  await page.getByLabel('First number').fill('1');
  await page.getByLabel('Last number').fill('10');
  await expect(page.getByText('Adds 10 shelves: A-01 … A-10')).toBeVisible();
  await page.getByRole('button', { name: 'Add shelves' }).click();
  await expect(page.getByText('10 shelves added')).toBeVisible();
  await expect(page).toHaveURL(/\/shelves\?/);
  await expect(page.getByRole('row').filter({ hasText: /A-\d\d/ })).toHaveCount(10);

  // The rack's shelf labels: one PDF sheet holding the ten.
  await page.goto(rackUrl);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Shelf labels (PDF)' }).click();
  const sheet = await download;
  expect(sheet.suggestedFilename()).toBe('shelf-labels-R1.pdf');
  expect((await PDFDocument.load(await readFile((await sheet.path())!))).getPageCount()).toBe(1);

  const [first, second] = await twoVariants(page);

  // Receiving on a phone: scan a variant, then its shelf (or take the suggestion).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/apps/inbound-inventory/${warehouseId}`);
  await page.getByRole('button', { name: 'New receipt' }).click();
  for (let unit = 0; unit < 3; unit++) {
    await scan(page, 'Scan or type a variant barcode', first!.barcode);
    await scan(page, 'Scan or type a shelf code', 'A-01');
  }
  await scan(page, 'Scan or type a variant barcode', second!.barcode);
  await page.getByRole('button', { name: /Put on A-\d\d/ }).click();
  const lines = page.getByRole('list', { name: 'Lines' });
  await expect(lines.getByRole('listitem')).toHaveCount(2);
  await expect(lines.getByRole('listitem').first()).toContainText('3');
  await page.screenshot({ path: `${SCREENS}/screens/stock-receive-390.png`, fullPage: true });
  await page.getByRole('button', { name: 'Receive stock' }).click();
  await expect(page.getByText('Stock received')).toBeVisible();
  await expect(page.getByText('Received', { exact: true })).toBeVisible();

  // Picking two of the first variant from the shelf the screen suggests.
  await page.goto(`/apps/outbound-inventory/${warehouseId}`);
  await page.getByRole('button', { name: 'New dispatch' }).click();
  for (let unit = 0; unit < 2; unit++) {
    await scan(page, 'Scan or type a variant barcode', first!.barcode);
    await page.getByRole('button', { name: 'Take from A-01' }).click();
  }
  await expect(page.getByRole('list', { name: 'Lines' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Pick', exact: true }).click();
  await expect(page.getByText('Stock picked')).toBeVisible();
  await page.getByRole('button', { name: 'Dispatch', exact: true }).click();
  await expect(page.getByText('Dispatched', { exact: true }).first()).toBeVisible();

  // Counting A-01: it should hold 1 of the first variant; 4 are found.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/apps/warehouse-variants/${warehouseId}`);
  await scan(page, 'Scan or type a shelf code', 'A-01');
  await page.getByLabel(`Counted ${first!.sku}`).fill('4');
  await expect(page.getByRole('row').filter({ hasText: first!.sku }).first()).toContainText('3');
  await page.getByRole('button', { name: 'Post the count' }).click();
  await expect(page.getByText('Count posted: 1 difference')).toBeVisible();

  const ledger = page.getByRole('table', { name: 'Ledger' });
  await expect(ledger.getByRole('row').filter({ hasText: /Count #\d+/ })).toHaveCount(1);
  await expect(ledger.getByRole('row').filter({ hasText: /Dispatch #\d+/ })).toHaveCount(1);
  await expect(ledger.getByRole('row').filter({ hasText: /Receipt #\d+/ })).toHaveCount(2);
  await expect(ledger.getByRole('row').filter({ hasText: /Count #\d+/ })).toContainText('+3');
  const holdings = page.getByRole('table', { name: 'Variants on shelves' });
  await expect(holdings.getByRole('row').filter({ hasText: first!.sku })).toContainText('4');
  await page.screenshot({ path: `${SCREENS}/screens/stock-ledger.png`, fullPage: true });

  // The unit's timeline shows its moves here, with who.
  await page.goto(`/apps/variant-tracking/${first!.barcode}`);
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline.getByText(`3 received on shelf A-01 (${code}) by Asha Menon`)).toBeVisible();
  await expect(timeline.getByText(`2 picked from shelf A-01 (${code}) by Asha Menon`)).toBeVisible();
  await expect(timeline.getByText(`Count set shelf A-01 right by 3 (${code}) by Asha Menon`)).toBeVisible();

  // The dispatch was a mistake: reversing it puts the two units back on A-01.
  await page.goto(`/apps/outbound-inventory/${warehouseId}`);
  await page.getByRole('group', { name: 'Recently posted' }).getByRole('button', { name: /Dispatched/ }).click();
  await page.getByRole('button', { name: 'Reverse' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reverse' }).click();
  await expect(page.getByText(/Document reversed by #\d+/)).toBeVisible();
  await expect(page.getByText('Reversed', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reverse' })).toHaveCount(0);
  await page.goto(`/apps/warehouse-variants/${warehouseId}`);
  await expect(page.getByRole('table', { name: 'Variants on shelves' }).getByRole('row').filter({ hasText: first!.sku })).toContainText('6');
});
