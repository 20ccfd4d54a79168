import { mkdirSync } from 'node:fs';
import { addDays } from '@domain/orders/report';
import { BUSINESS_TIME_ZONE } from '@domain/fieldKinds';
import { expect, test } from './fixtures';
import { listSettled } from './lists';
import type { PageStorage } from './authStorage';
import { signIn } from './session';

const SHOTS = `${process.env.E2E_OUTPUT ?? 'test-results'}/screens`;
const THEME_KEY = 'RaStorebackoffice.theme';

test('the dashboard shows its figures and charts, light and dark, and a figure opens its list with the same count', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  await signIn(page, 'admin');
  // Closed before today: other tests place orders today while this one counts.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE }).format(new Date());
  const from = addDays(today, -30);
  const to = addDays(today, -1);
  await page.goto('/dashboard/analytics');
  await page.getByRole('button', { name: 'Custom' }).click();
  await page.getByLabel('From').fill(from);
  await page.getByLabel('To', { exact: true }).fill(to);
  await expect(page).toHaveURL(new RegExp(`period=custom&from=${from}&to=${to}`));
  const sales = page.getByTestId('sales-chart');
  await expect(sales.locator('svg rect').first()).toBeVisible();
  await expect(page.getByTestId('stores-chart').locator('svg rect').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Top brands' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Recent orders' }).getByRole('row')).not.toHaveCount(0);
  const orders = (await page.getByTestId('figure-orders').innerText()).trim();
  expect(Number(orders.replace(/\D/g, ''))).toBeGreaterThan(0);
  await page.screenshot({ path: `${SHOTS}/dashboard-light.png`, fullPage: true });

  await page.evaluate((key) => (globalThis as unknown as PageStorage).localStorage.setItem(key, '"dark"'), THEME_KEY);
  await page.reload();
  await expect(page.getByTestId('sales-chart').locator('svg rect').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/dashboard-dark.png`, fullPage: true });
  await page.evaluate((key) => (globalThis as unknown as PageStorage).localStorage.setItem(key, '"light"'), THEME_KEY);
  await page.reload();
  await expect(page.getByTestId('sales-chart').locator('svg rect').first()).toBeVisible();

  await page.getByTestId('figure-orders').click();
  await expect(page).toHaveURL(/\/orders\?/);
  await listSettled(page);
  await expect(page.getByText(new RegExp(`of ${orders}$`))).toBeVisible();
});

test('the returning and new customers open the customer list with the same count, filtered by their orders', async ({ page }) => {
  await signIn(page, 'admin');
  // Closed before today, as above: other tests place orders today.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE }).format(new Date());
  const period = `period=custom&from=${addDays(today, -30)}&to=${addDays(today, -1)}`;
  for (const [figure, filter] of [['returning_customers', 'Ordered from'], ['new_customers', 'First order from']] as const) {
    await page.goto(`/dashboard/analytics?${period}`);
    const count = (await page.getByTestId(`figure-${figure}`).innerText()).trim();
    await page.getByTestId(`figure-${figure}`).click();
    await expect(page).toHaveURL(/\/customers\?/);
    await expect(page.getByLabel(filter)).toBeVisible();
    // The seeded history has returning customers in any month; new ones only where a first order fell.
    if (figure === 'returning_customers') expect(Number(count.replace(/\D/g, ''))).toBeGreaterThan(0);
    if (count === '0') continue;
    await listSettled(page);
    await expect(page.getByText(new RegExp(`of ${count}$`))).toBeVisible();
  }
});

test('an editor opens the analytics dashboard for the last 7 days', async ({ page }) => {
  await signIn(page, 'editor');
  await page.goto('/dashboard/analytics?period=7d');
  await expect(page.getByTestId('figure-revenue')).toBeVisible();
  await expect(page.getByTestId('sales-chart').locator('svg rect').first()).toBeVisible();
});
