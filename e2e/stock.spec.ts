import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { expect, test, type Page } from './fixtures';
import { signIn } from './session';
import { api } from './api';

const SCREENS = process.env.E2E_OUTPUT ?? 'test-results';
const code = `E2E-${Date.now().toString(36).toUpperCase()}`;

/** Two seeded variants with their barcodes, read through the API as the signed-in admin. */
const twoVariants = (page: Page) => api<{ id: number; sku: string; barcode: string }[]>(page, 'GET', '/svc/product/variants?range=[0,1]&sort=["id","ASC"]');

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
  // City and state fill in as the sixth digit is typed (the server indexed the pincodes at start).
  await page.getByLabel('PIN code').pressSequentially('560001');
  await expect(page.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Bengaluru Urban');
  await expect(page.getByRole('textbox', { name: 'State', exact: true })).toHaveValue('Karnataka');
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
  // Units coming back from a customer: the reason stays Return as the lines are scanned.
  await page.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'Return' }).click();
  await expect(page.getByRole('combobox', { name: 'Reason' })).toHaveText('Return');
  for (let unit = 0; unit < 3; unit++) {
    await scan(page, 'Scan or type a variant barcode', first!.barcode);
    await scan(page, 'Scan or type a shelf code', 'A-01');
  }
  await scan(page, 'Scan or type a variant barcode', second!.barcode);
  await page.getByRole('button', { name: /Put on A-\d\d/ }).click();
  const lines = page.getByRole('list', { name: 'Lines' });
  await expect(lines.getByRole('listitem')).toHaveCount(2);
  await expect(lines.getByRole('listitem').first()).toContainText('3');
  await expect(page.getByRole('combobox', { name: 'Reason' })).toHaveText('Return');
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
  // A blind count: neither the expected quantity nor the shelf's holdings show while counting.
  await expect(page.getByRole('columnheader', { name: 'Expected' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Variants on shelves' })).toHaveCount(0);
  await page.getByLabel(`Counted ${first!.sku}`).fill('4');
  // An admin may show what the books expect.
  await page.getByLabel('Show the expected quantities').check();
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

/** A warehouse with a rack of three shelves M-01..M-03, the first holding 4 of the variant, made through the API. */
const warehouseWithStock = async (page: Page, variantId: number) => {
  const word = `${code}M`;
  const warehouse = await api<{ id: number }>(page, 'POST', '/svc/product/warehouses', { name: `Move hub ${word}`, code: word, pincode: '400001', city: 'Mumbai' });
  const rack = await api<{ id: number }>(page, 'POST', '/svc/product/racks', { warehouse_id: warehouse.id, code: 'R1' });
  const shelves = await api<{ id: number; code: string }[]>(page, 'POST', '/svc/product/shelves/bulk', { rack_id: rack.id, prefix: 'M-', first: 1, last: 3, digits: 2 });
  const receipt = await api<{ id: number }>(page, 'POST', '/svc/product/inbound-documents', { warehouse_id: warehouse.id, lines: [{ variant_id: variantId, shelf_id: shelves[0]!.id, quantity: 4 }] });
  await api(page, 'POST', `/svc/product/inbound-documents/${receipt.id}/receive`);
  return { warehouseId: warehouse.id, shelves };
};

test('a shelf-to-shelf move by scanning on a phone, and every figure after it agrees, in English and French', async ({ page }) => {
  test.setTimeout(120_000);
  const [variant] = await twoVariants(page);
  const { warehouseId, shelves } = await warehouseWithStock(page, variant!.id);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/apps/move-inventory/${warehouseId}`);
  await page.getByRole('button', { name: 'New move' }).click();
  // The shelf the units leave, a unit, the shelf it goes to; the source shelf stays for the next unit.
  await scan(page, 'Scan or type the shelf the units leave', 'M-01');
  for (let unit = 0; unit < 3; unit++) {
    await scan(page, 'Scan or type a variant barcode', variant!.barcode);
    await scan(page, 'Scan or type the shelf they go to', 'M-02');
  }
  const lines = page.getByRole('list', { name: 'Lines' });
  await expect(lines.getByRole('listitem')).toHaveCount(1);
  await expect(lines.getByRole('listitem').first()).toContainText('M-01 → M-02');
  await expect(lines.getByRole('listitem').first()).toContainText('3');
  await page.screenshot({ path: `${SCREENS}/screens/stock-move-390-en.png`, fullPage: true });
  await page.getByRole('button', { name: 'Move stock' }).click();
  await expect(page.getByText('Stock moved')).toBeVisible();
  await expect(page.getByText('Moved', { exact: true }).first()).toBeVisible();

  // The shelf page: 3 on M-02, the warehouse's 4 all available.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/shelves/${shelves[1]!.id}`);
  const contents = page.getByRole('table', { name: 'On this shelf' });
  await expect(contents.getByRole('row').filter({ hasText: variant!.sku })).toHaveText(new RegExp(`${variant!.sku}.*3\\s*0\\s*4$`));
  await page.screenshot({ path: `${SCREENS}/screens/stock-shelf-en.png`, fullPage: true });

  // The warehouse: on hand 4, reserved 0, available 4; M-01 holds 1, M-02 3; the ledger has the move's two rows.
  await page.goto(`/apps/warehouse-variants/${warehouseId}`);
  await expect(page.getByRole('table', { name: 'On hand, reserved and available' }).getByRole('row').filter({ hasText: variant!.sku })).toHaveText(/4\s*0\s*4$/);
  const holdings = page.getByRole('table', { name: 'Variants on shelves' });
  await expect(holdings.getByRole('row').filter({ hasText: 'M-01' })).toHaveText(/1$/);
  await expect(holdings.getByRole('row').filter({ hasText: 'M-02' })).toHaveText(/3$/);
  await expect(page.getByRole('table', { name: 'Ledger' }).getByRole('row').filter({ hasText: /Move #\d+/ })).toHaveCount(2);

  // The variant's page says the same of this warehouse.
  await page.goto(`/apps/products/variant/${variant!.id}`);
  await expect(page.getByRole('table', { name: 'On hand, reserved and available' }).getByRole('row').filter({ hasText: `Move hub ${code}M` })).toHaveText(/4\s*0\s*4$/);

  // In French: the shelf page, and the move on a phone.
  await page.goto(`/shelves/${shelves[1]!.id}`);
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.getByRole('table', { name: 'Sur cette étagère' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/screens/stock-shelf-fr.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/apps/move-inventory/${warehouseId}`);
  await page.getByRole('button', { name: 'Nouveau déplacement' }).click();
  await scan(page, 'Scannez ou saisissez l’étagère de départ', 'M-02');
  await scan(page, 'Scannez ou saisissez le code-barres d’une variante', variant!.barcode);
  await expect(page.getByText(`${variant!.sku} depuis M-02 : scannez l’étagère d’arrivée`)).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/screens/stock-move-390-fr.png`, fullPage: true });
});
