import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { REPORT_TIME_ZONE, addDays } from '@domain/orders/report';
import { expect, test, type Page } from './fixtures';
import { pdfPagesText } from './pdfText';
import { signIn } from './session';

const SCREENS = process.env.E2E_OUTPUT ?? 'test-results';
const THEME_KEY = 'RaStorebackoffice.theme';

/** Screenshots of the screen in the light and the dark theme, for a person to look at. */
const shoot = async (page: Page, name: string) => {
  await page.screenshot({ path: `${SCREENS}/screens/${name}-light.png`, fullPage: true });
  await page.evaluate(`localStorage.setItem('${THEME_KEY}', '"dark"'); window.dispatchEvent(new StorageEvent('storage', { key: '${THEME_KEY}', newValue: '"dark"', storageArea: localStorage }))`);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SCREENS}/screens/${name}-dark.png`, fullPage: true });
  await page.evaluate(`localStorage.removeItem('${THEME_KEY}'); window.dispatchEvent(new StorageEvent('storage', { key: '${THEME_KEY}', newValue: null, storageArea: localStorage }))`);
};

const choose = async (page: Page, filter: string, option: string) => {
  await page.getByRole('combobox', { name: filter }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

test('a seeded order is found by its number, noted and moved through fulfilment, its timeline growing', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/apps/orders');
  await expect(page).toHaveURL(/\/orders/);
  await choose(page, 'Status', 'Placed');
  await choose(page, 'Channel', 'Web');
  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow).toContainText('Placed');
  await expect(firstRow).toContainText('Web');
  const number = (await firstRow.getByRole('cell').first().textContent())!.trim();
  expect(number).toMatch(/^SO-\d{7}$/);
  await shoot(page, 'orders-list');

  // Found again by its number alone, as staff would from a customer's call.
  await page.goto('/apps/orders');
  await page.getByPlaceholder('Search').fill(number);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/orders\/\d+\/show\/new$/);
  const main = page.locator('#main-content');
  const events = main.getByTestId('order-event');
  await expect(main.getByText(number).first()).toBeVisible();
  await expect(events).toHaveCount(1);

  // Only the moves a placed order may take are offered.
  await expect(main.getByRole('button', { name: 'Confirm' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  for (const illegal of ['Pick', 'Pack', 'Ship', 'Deliver', 'Hand over']) await expect(main.getByRole('button', { name: illegal, exact: true })).toHaveCount(0);

  await main.getByRole('textbox', { name: 'Note' }).fill('Customer asked for gift wrapping');
  await main.getByRole('button', { name: 'Add note' }).click();
  await expect(events).toHaveCount(2);
  await expect(events.nth(1)).toContainText('Customer asked for gift wrapping');
  await expect(events.nth(1)).toContainText('by ');

  let steps = 2;
  for (const [move, status] of [['Confirm', 'confirmed'], ['Pick', 'picked'], ['Pack', 'packed']] as const) {
    await main.getByRole('button', { name: move, exact: true }).click();
    await expect(page.getByText(`Order ${number} is now ${status}`)).toBeVisible();
    steps += 1;
    await expect(events).toHaveCount(steps);
  }
  await expect(main.getByRole('button', { name: 'Confirm' })).toHaveCount(0);

  await main.getByRole('button', { name: 'Ship', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Ship' }).click();
  await expect(dialog.getByText('Name the carrier')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Carrier' }).fill('Blue Dart');
  await dialog.getByRole('textbox', { name: 'Tracking number' }).fill('BD77001234IN');
  await shoot(page, 'order-ship');
  await dialog.getByRole('button', { name: 'Ship' }).click();
  await expect(page.getByText(`Order ${number} is now shipped`)).toBeVisible();
  await expect(events).toHaveCount(steps + 1);
  await expect(events.last()).toContainText('With Blue Dart, tracking number BD77001234IN');
  // A shipped order can no longer be cancelled: a return is the way back.
  await expect(main.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  await main.getByRole('button', { name: 'Deliver' }).click();
  await expect(page.getByText(`Order ${number} is now delivered`)).toBeVisible();
  await expect(events).toHaveCount(steps + 2);
  await expect(main.getByRole('button', { name: /^(Confirm|Pick|Pack|Ship|Deliver|Cancel order)$/ })).toHaveCount(0);
  await shoot(page, 'order-view-new');

  await main.getByRole('link', { name: 'Classic view' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+\/show$/);
  await expect(events).toHaveCount(steps + 2);
  await shoot(page, 'order-view');

  // The orders area leads to its own screens and back by its tabs; the side menu stays as it is.
  await page.goto('/apps/orders');
  const area = page.getByRole('tablist', { name: 'Orders area' });
  await area.getByRole('tab', { name: 'Returns' }).click();
  await expect(page).toHaveURL(/\/return-orders(\?|$)/);
  await expect(page.getByRole('button', { name: 'New return' })).toBeVisible();
  await area.getByRole('tab', { name: 'Orders', exact: true }).click();
  await expect(page).toHaveURL(/\/orders(\?|$)/);
  await expect(page.getByRole('link', { name: 'New order' })).toBeVisible();
  await area.getByRole('tab', { name: 'In-store orders' }).click();
  await expect(page).toHaveURL(/\/offline-orders/);
  await expect(page.getByRole('row').nth(1)).toContainText('SO-');
  await expect(page.getByRole('combobox', { name: 'Channel' })).toHaveCount(0);
  await shoot(page, 'offline-orders-list');
  await page.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/offline-orders\/\d+\/show$/);
  await expect(main.getByText('Offline (store)').first()).toBeVisible();
  await shoot(page, 'offline-order-view');
});

test('staff download a store sale’s tax invoice from the order view: GSTIN, HSN, place of supply and invoice number', async ({ page }) => {
  await signIn(page, 'editor');
  // A seeded sale in a seeded store: placed two days ago or earlier, whatever the browser's time zone, where
  // other specs sell now in stores of their own.
  const before = addDays(new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_TIME_ZONE }).format(new Date()), -2);
  await page.goto('/apps/offline-orders');
  const listed = page.waitForResponse((response) => response.url().includes('/svc/order/orders?') && decodeURIComponent(response.url()).includes('placed_at_lte'));
  await page.getByLabel('Placed until').fill(before);
  const [seeded] = (await (await listed).json()) as { number: string }[];
  await page.getByRole('row', { name: new RegExp(seeded!.number) }).click();
  await expect(page).toHaveURL(/\/offline-orders\/\d+\/show$/);
  const main = page.locator('#main-content');
  const downloading = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Invoice' }).click();
  const download = await downloading;
  const [text] = await pdfPagesText(readFileSync((await download.path())!));
  const invoiceNumber = text!.match(/^Invoice (INV\/\d{4}-\d{2}\/\d{6})$/m)?.[1];
  expect(invoiceNumber).toBeDefined();
  expect(text).toMatch(/^GSTIN: \d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/m);
  expect(text).toMatch(/^HSN\/SAC$/m);
  expect(text).toMatch(/^\d{4}(\d{2}){0,2}$/m);
  expect(text).toMatch(/^Place of supply: [A-Za-z ]+ \(\d{2}\)$/m);
  expect(text).toMatch(/^Amount in words: (Rupees .+|.+ Paise) Only$/m);
  // The view reads the order again: the invoice has its number now.
  await expect(main.getByText(invoiceNumber!).first()).toBeVisible();
  await shoot(page, 'order-view-invoiced');
  if (existsSync('/usr/bin/pdftoppm')) {
    const file = `${SCREENS}/screens/invoice.pdf`;
    await download.saveAs(file);
    execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', file, `${SCREENS}/screens/invoice-page1`]);
  }
});
