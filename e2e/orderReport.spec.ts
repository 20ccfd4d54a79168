import { mkdirSync, readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { REPORT_TIME_ZONE, addDays } from '@domain/orders/report';
import { expect, test } from './fixtures';
import { storedValue, type PageStorage } from './authStorage';
import { signIn } from './session';

const SHOTS = `${process.env.E2E_OUTPUT ?? 'test-results'}/screens`;
const THEME_KEY = 'RaStorebackoffice.theme';

test('a staff member reads the order history report over a date range, sees the chart and the table, and downloads its CSV', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  await signIn(page, 'editor');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_TIME_ZONE }).format(new Date());
  await page.goto('/apps/order-history-report');
  const chart = page.getByRole('img', { name: /^Order value by day and channel 30 days, [\d,]+ orders, ₹[\d,.]+ in all$/ });
  await expect(chart).toBeVisible();
  const byDay = page.getByRole('region', { name: 'By day' });
  await expect(byDay.getByRole('row')).toHaveCount(31);

  // The week before today: the URL keeps the range, the chart and the table follow. Closed before today,
  // as another test may place an order today while this one counts.
  const from = addDays(today, -7);
  const to = addDays(today, -1);
  await page.getByLabel('From').fill(from);
  await page.getByLabel('To', { exact: true }).fill(to);
  await expect(page).toHaveURL(new RegExp(`from=${from}`));
  await expect(page).toHaveURL(new RegExp(`to=${to}`));
  await expect(page.getByRole('img', { name: /^Order value by day and channel 7 days, / })).toBeVisible();
  await expect(byDay.getByRole('row')).toHaveCount(8);
  const allChannels = page.getByRole('table', { name: 'By channel' }).getByRole('row', { name: /^All channels/ });
  await expect(allChannels).toBeVisible();
  const orders = Number((await allChannels.getByRole('cell').first().innerText()).replace(/\D/g, ''));
  expect(orders).toBeGreaterThan(0);
  await page.screenshot({ path: `${SHOTS}/order-history-report-light.png`, fullPage: true });

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`order-history-${from}-${to}.csv`);
  const lines = readFileSync((await download.path())!, 'utf8').trim().split('\r\n');
  expect(lines[0]).toBe(
    'number,placed_at (Asia/Kolkata),channel,status,payment_status,store,customer_name,customer_email,items_count,subtotal (INR),discount (INR),tax (INR),cgst (INR),sgst (INR),igst (INR),shipping (INR),total (INR),currency',
  );
  expect(lines).toHaveLength(orders + 1);
  expect(lines[1]).toMatch(/^SO-\d{7},\d{4}-\d\d-\d\d \d\d:\d\d,(web|mobile|offline|admin),[a-z]+,[a-z_]+,[^,]*,[^,]*,[^,]+@[^,]+,\d+,(\d+\.\d\d,){8}INR$/);

  // The first order of the CSV has its invoice, issued with a number of its own series, for this staff member.
  const number = lines[1]!.split(',')[0]!;
  const token = await storedValue(page, 'token');
  const headers = { authorization: `Bearer ${token}` };
  const [order] = (await (await page.request.get(`/svc/order/orders?filter=${encodeURIComponent(JSON.stringify({ q: number }))}`, { headers })).json()) as { id: number }[];
  const invoice = await page.request.get(`/svc/order/orders/${order!.id}/invoice`, { headers });
  expect(invoice.headers()['content-type']).toBe('application/pdf');
  expect((await PDFDocument.load(await invoice.body())).getTitle()).toMatch(/^Tax invoice INV\/\d{4}-\d{2}\/\d{6}$/);

  await page.evaluate((key) => (globalThis as unknown as PageStorage).localStorage.setItem(key, '"dark"'), THEME_KEY);
  await page.reload();
  await expect(page.getByRole('img', { name: /^Order value by day and channel 7 days, / })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/order-history-report-dark.png`, fullPage: true });
  await page.evaluate((key) => (globalThis as unknown as PageStorage).localStorage.setItem(key, '"light"'), THEME_KEY);
  await page.reload();
  await expect(page.getByRole('img', { name: /^Order value by day and channel 7 days, / })).toBeVisible();
});
