import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { PDFDocument, PDFArray, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { expect, test, type Page, type PagePolicy } from './fixtures';
import { listSettled } from './lists';
import { signIn } from './session';
import { storedValue } from './authStorage';
import { decodeCodes, prepareReader } from '../tests/server/zxingReader';
import { pdfPages } from '../tests/server/pdfRaster';
import { api } from './api';

const SHOTS = process.env.E2E_OUTPUT ?? 'test-results';
const API = '/svc/product';

test.beforeEach(async ({ page }) => signIn(page, 'admin'));

/** Selects the 50 variants of the list's first page; their SKUs, in the list's order. */
const selectFifty = async (page: Page, pagePolicy: PagePolicy) => {
  await page.goto('/variants?perPage=50');
  await expect(page.locator('tbody tr')).toHaveCount(50);
  await listSettled(page);
  const headers = await page.locator('thead th').allInnerTexts();
  const skuColumn = headers.findIndex((text) => text.trim() === 'SKU') + 1;
  const skus = await page.locator(`tbody tr td:nth-child(${skuColumn})`).allInnerTexts();
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  // The bar over the selected rows has colours of its own.
  await pagePolicy.checkAccessibility();
  await page.locator('[data-test="bulk-actions-toolbar"]').getByRole('button', { name: 'Labels' }).click();
  await expect(page).toHaveURL(/\/apps\/bar-code-variants\?ids=/);
  await expect(page.getByText('50 selected variants')).toBeVisible();
  return skus.map((sku) => sku.trim());
};

const makeFile = async (page: Page) => {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Make and download' }).click();
  const file = await download;
  await expect(page.getByText(/^50 labels made: /)).toBeVisible();
  return { name: file.suggestedFilename(), bytes: readFileSync((await file.path())!) };
};

const pick = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: new RegExp(`^${label} `) }).click();
  await page.getByRole('option', { name: option }).click();
};

test('50 selected variants as a ZIP of PNG labels named by SKU, whose codes read back', async ({ page, pagePolicy }) => {
  const skus = await selectFifty(page, pagePolicy);
  await pick(page, 'Format', 'ZIP of PNG images');
  const { name, bytes } = await makeFile(page);
  expect(name).toBe('labels-png.zip');
  const files = unzipSync(new Uint8Array(bytes));
  expect(Object.keys(files).sort()).toEqual(skus.map((sku) => `${sku}.png`).sort());
  await prepareReader();
  const first = files[`${skus[0]}.png`]!;
  writeFileSync(`${SHOTS}/label-${skus[0]}.png`, first);
  expect(Buffer.from(first.subarray(1, 4)).toString()).toBe('PNG');
  // 50 x 25 mm at 16 px/mm.
  expect([Buffer.from(first).readUInt32BE(16), Buffer.from(first).readUInt32BE(20)]).toEqual([800, 400]);
  const token = await storedValue(page, 'token');
  const variant = (await (await page.request.get(`${API}/variants/timeline?code=${skus[0]}`, { headers: { authorization: `Bearer ${token}` } })).json()).variant;
  const codes = await decodeCodes(first);
  expect(codes).toEqual(
    expect.arrayContaining([
      { format: 'QRCode', text: expect.stringMatching(new RegExp(`/apps/variant-tracking/${skus[0]}$`)) },
      { format: variant.barcode ? 'EAN13' : 'Code128', text: variant.barcode ?? skus[0] },
    ]),
  );
  await page.screenshot({ path: `${SHOTS}/labels-zip.png`, fullPage: true });
});

test('50 selected variants as A4 3 x 8 PDF sheets: 3 pages holding their SKUs', async ({ page, pagePolicy }) => {
  const skus = await selectFifty(page, pagePolicy);
  await expect(page.getByRole('combobox', { name: /^Format / })).toHaveText('PDF label sheets');
  await expect(page.getByRole('combobox', { name: /^Sheet / })).toHaveText('A4, 3 × 8 labels');
  const { name, bytes } = await makeFile(page);
  expect(name).toBe('labels-a4-3x8.pdf');
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getPageCount()).toBe(3);
  // The texts: Helvetica writes them as hex strings in the pages' content streams.
  const shown = pdf.getPages().flatMap((page) =>
    (page.node.Contents() as PDFArray)
      .asArray()
      .map((ref) => Buffer.from(decodePDFRawStream(pdf.context.lookup(ref) as PDFRawStream).decode()).toString('latin1'))
      .flatMap((text) => [...text.matchAll(/<([0-9A-F]+)> Tj/g)].map((m) => Buffer.from(m[1]!, 'hex').toString('latin1'))),
  );
  expect(shown.filter((line) => skus.includes(line)).sort()).toEqual([...skus].sort());
  expect(shown.filter((line) => /INR\s[\d,]+\.\d\d$/.test(line))).toHaveLength(50);
  if (existsSync('/usr/bin/pdftoppm')) {
    const file = `${SHOTS}/labels-sheet.pdf`;
    writeFileSync(file, bytes);
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', file, `${SHOTS}/labels-sheet-page1`]);
  }
});

test('500 variants as A4 3 x 8 PDF sheets rendered at 200 dpi: every QR code and barcode reads back', async ({ page }) => {
  test.setTimeout(180_000);
  type Listed = { id: number; sku: string; barcode: string | null };
  const query = new URLSearchParams({ sort: JSON.stringify(['id', 'ASC']), range: JSON.stringify([0, 499]) });
  const variants = await api<Listed[]>(page, 'GET', `${API}/variants?${query}`);
  expect(variants).toHaveLength(500);
  await page.goto(`/apps/bar-code-variants?ids=${JSON.stringify(variants.map((variant) => variant.id))}`);
  await expect(page.getByText('500 selected variants')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Make and download' }).click();
  const file = await download;
  await expect(page.getByText(/^500 labels made: /)).toBeVisible();
  const bytes = new Uint8Array(readFileSync((await file.path())!));
  await prepareReader();
  // Labels fill the pages in the stream's order (by id), 24 a page: every page, every code on it.
  const perPage = 24;
  let pages = 0;
  for await (const { page: number, picture, png } of pdfPages(bytes, 200)) {
    if (number === 1) writeFileSync(`${SHOTS}/labels-500-page1-200dpi.png`, png());
    const expected = variants.slice((number - 1) * perPage, number * perPage);
    const codes = await decodeCodes(picture);
    // A page whose codes do not read back is kept to look at.
    if (codes.length !== expected.length * 2) writeFileSync(`${SHOTS}/labels-500-page${number}-200dpi.png`, png());
    expect(codes.filter((code) => code.format === 'QRCode').map((code) => code.text.replace(/^.*\/apps\/variant-tracking\//, '')).sort(), `page ${number}`).toEqual(
      expected.map((variant) => variant.sku).sort(),
    );
    expect(codes.filter((code) => code.format !== 'QRCode').map((code) => code.text).sort(), `page ${number}`).toEqual(expected.map((variant) => variant.barcode ?? variant.sku).sort());
    pages++;
  }
  expect(pages).toBe(Math.ceil(500 / perPage));
});

test('tracking a variant by typing its barcode shows its review decision and who made it', async ({ page, browser }) => {
  const token = await storedValue(page, 'token');
  const auth = { authorization: `Bearer ${token}` };
  const drafts = await page.request.get(`${API}/variants?${new URLSearchParams({ filter: JSON.stringify({ status: ['draft'] }), range: '[0,9]' })}`, { headers: auth });
  const variant = ((await drafts.json()) as { id: number; sku: string; barcode: string | null }[]).find((row) => row.barcode)!;
  expect((await page.request.post(`${API}/variants/submit`, { headers: auth, data: { ids: [variant.id] } })).status()).toBe(200);
  const reject = await page.request.post(`${API}/in-review-variants/${variant.id}/reject`, { headers: auth, data: { reason: 'Label photo is blurred' } });
  expect(reject.status()).toBe(200);

  await page.goto('/apps/variant-tracking');
  // A USB scanner types the code and Enter into the focused field.
  await expect(page.getByLabel('SKU or barcode')).toBeFocused();
  await page.keyboard.type(variant.barcode!);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/apps/variant-tracking/${variant.barcode}$`));
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline.getByText('Rejected by Asha Menon')).toBeVisible();
  await expect(timeline.getByText('Sent to review by Asha Menon')).toBeVisible();
  await expect(page.getByRole('heading', { name: variant.sku })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/variant-tracking.png`, fullPage: true });

  // The QR link opens the same timeline; signed out, it shows nothing but the sign-in page.
  await page.goto(`/apps/variant-tracking/${variant.sku}`);
  await expect(timeline.getByText('Rejected by Asha Menon')).toBeVisible();
  const stranger = await browser.newContext();
  const outside = await stranger.newPage();
  await outside.goto(`/apps/variant-tracking/${variant.sku}`);
  await expect(outside).toHaveURL(/\/pages\/login/);
  await expect(outside.getByText('Asha Menon')).toHaveCount(0);
  await stranger.close();
});

test('staff without export on variants see no Labels buttons, and the label stream refuses them', async ({ page, browser, pagePolicy }) => {
  const stamp = Date.now().toString(36);
  const staff = { email: `viewer.${stamp}@example.com`, password: 'Viewer#2026' };
  const auth = { authorization: `Bearer ${await storedValue(page, 'token')}` };
  const role = await page.request.post('/svc/employee/api/v1/access_control/create', {
    headers: auth,
    // The variants list's filters read these too.
    data: { name: `Variant viewers ${stamp}`, permissions: ['variants', 'products', 'categories', 'brands', 'warehouses'].map((module) => ({ module, actions: ['list', 'show'] })) },
  });
  const roleId = (await role.json()).body.role.id as number;
  const created = await page.request.post('/svc/employee/api/v1/employee', {
    headers: auth,
    data: { first_name: 'Dev', last_name: 'Rao', mobile: '9820012399', password: staff.password, email: staff.email, role_id: roleId },
  });
  expect(created.ok()).toBe(true);

  const context = await browser.newContext();
  await pagePolicy.watch(context);
  const viewer = await context.newPage();
  await signIn(viewer, staff);
  await viewer.goto('/variants');
  await listSettled(viewer);
  await expect(viewer.getByRole('button', { name: 'Labels of the whole list' })).toHaveCount(0);
  await viewer.getByRole('checkbox', { name: 'Select all' }).check();
  await expect(viewer.locator('[data-test="bulk-actions-toolbar"]')).toBeVisible();
  await expect(viewer.locator('[data-test="bulk-actions-toolbar"]').getByRole('button', { name: 'Labels' })).toHaveCount(0);
  const token = await storedValue(viewer, 'token');
  expect((await viewer.request.get(`${API}/variants/labels?ids=[1]`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(403);
  await context.close();
});
