import { expect, test, type Page } from './fixtures';
import type { Locator } from '@playwright/test';
import { apiGet, customerWithAddress } from './orderApi';
import { DEMO_ACCOUNTS } from '../server/db/seed/accounts';
import { listSettled } from './lists';
import { signIn } from './session';

const SCREENS = process.env.E2E_OUTPUT ?? 'test-results';
const word = `kb${Date.now().toString(36)}`;

/** Presses Tab until `target` holds the focus, as a keyboard user would; fails after `limit` presses. */
const tabTo = async (page: Page, target: Locator, limit = 80, key = 'Tab') => {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element: { ownerDocument: { activeElement: unknown } }) => element === element.ownerDocument.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
};

/** The focused element shows a focus ring (an outline of at least 2 px). */
const ringShown = (page: Page) => page.evaluate(`(() => { const style = getComputedStyle(document.activeElement); return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2; })()`);

test('a keyboard alone signs in, adds and edits a product, moves between records and places an admin checkout', async ({ page }) => {
  test.setTimeout(240_000);
  const mouseEvents: string[] = [];
  await page.exposeBinding('__mouseEvent', (_source, type: string) => mouseEvents.push(type));
  await page.addInitScript({ content: `for (const type of ['mousedown', 'mouseup', 'click', 'pointerdown']) addEventListener(type, (event) => { if (event.isTrusted && event.detail > 0) window.__mouseEvent(type); }, true);` });

  // Signing in: the email field has the focus.
  await page.goto('/pages/login');
  const { email, password } = DEMO_ACCOUNTS.admin;
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/pages\/login/);

  // The help dialog lists the shortcuts.
  await expect(page.locator('#main-content')).toBeVisible();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help.getByRole('row', { name: /Save the form/ })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/keyboard/help.png` });
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);

  // Products from the side menu, by Tab.
  const productsLink = page.getByRole('menuitem', { name: 'Products', exact: true }).or(page.getByRole('link', { name: 'Products', exact: true })).first();
  await tabTo(page, productsLink, 120);
  expect(await ringShown(page)).toBe(true);
  await page.screenshot({ path: `${SCREENS}/keyboard/menu-focus.png` });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.locator('tbody tr').first()).toBeVisible();

  // n adds a product (from the page: the side menu's own letters move between its entries); ctrl+s saves it.
  const home = page.getByTestId('breadcrumbs').getByRole('link', { name: 'Home' });
  await tabTo(page, home);
  await page.keyboard.press('n');
  await expect(page).toHaveURL(/\/products\/create$/);
  await tabTo(page, page.getByLabel('Title'));
  await page.keyboard.type(`Keyboard Kurta ${word}`);
  await tabTo(page, page.getByLabel('Description'));
  await page.keyboard.type('Added without a mouse.');
  await page.keyboard.press('Control+s');
  await expect(page).toHaveURL(/\/products\/\d+\/show$/);
  const productId = Number(new URL(page.url()).pathname.split('/')[2]);

  // Edit, by Tab to its button; ctrl+s saves from inside the field.
  await tabTo(page, page.locator('#main-content').getByRole('link', { name: 'Edit' }));
  expect(await ringShown(page)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/products/${productId}$`));
  await tabTo(page, page.getByLabel('Title'));
  await page.keyboard.press('End');
  await page.keyboard.type(' edited');
  await page.keyboard.press('Control+s');
  await expect(page).toHaveURL(new RegExp(`/products/${productId}/show$`));
  const saved = await apiGet<{ title: string }>(page, `/svc/product/products/${productId}`);
  expect(saved.title).toBe(`Keyboard Kurta ${word} edited`);

  // j and k move to the next and back to the previous record of the list as it was sorted; esc goes back to the list.
  await page.locator('#main-content h1, #main-content').first().evaluate('(element) => document.activeElement?.blur()');
  await page.keyboard.press('j');
  await expect(page).not.toHaveURL(new RegExp(`/products/${productId}/show$`));
  await expect(page).toHaveURL(/\/products\/\d+\/show$/);
  await page.keyboard.press('k');
  await expect(page).toHaveURL(new RegExp(`/products/${productId}/show$`));
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/products$/);

  // An admin checkout: the orders list, n for a new cart, a customer, a scanned barcode, the checkout placed.
  const customer = await customerWithAddress(page);
  const [warehouse] = await apiGet<{ id: number; name: string }[]>(page, '/svc/product/warehouses?range=[0,0]&sort=["id","ASC"]');
  const holdings = await apiGet<{ sku: string; barcode: string | null; quantity: number }[]>(page, `/svc/product/warehouses/${warehouse!.id}/stock`);
  const stocked = holdings.find((holding) => holding.barcode && holding.quantity >= 1)!;
  const ordersLink = page.getByRole('menuitem', { name: 'Orders', exact: true }).or(page.getByRole('link', { name: 'Orders', exact: true })).first();
  await tabTo(page, ordersLink, 150);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await tabTo(page, home);
  await page.keyboard.press('n');
  await expect(page).toHaveURL(/\/orders\/create$/);
  await tabTo(page, page.getByRole('combobox', { name: 'Customer' }));
  await page.keyboard.type(customer.email);
  await expect(page.getByRole('option').filter({ hasText: `· ${customer.email}` })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Address line 1' }).first()).toHaveValue(customer.addresses[0]!.line1);
  await tabTo(page, page.getByRole('button', { name: 'Start the cart' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/orders\/create\?cart=\d+$/);
  const scanField = page.getByRole('textbox', { name: 'Scan or type a barcode or SKU' });
  await expect(scanField).toBeFocused();
  await page.keyboard.type(stocked.barcode!);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId(`cart-line-${stocked.sku}`)).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'Go to checkout' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/apps\/orders\/\d+\/admin-checkout$/);
  await tabTo(page, page.getByRole('combobox', { name: 'Reserve stock in' }));
  await page.keyboard.press('ArrowDown');
  const warehouseOption = page.getByRole('option', { name: warehouse!.name });
  await expect(warehouseOption).toBeVisible();
  await tabTo(page, warehouseOption, 20, 'ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Reserve stock in' })).toHaveText(warehouse!.name);
  await tabTo(page, page.getByRole('button', { name: 'Place order' }));
  await page.screenshot({ path: `${SCREENS}/keyboard/checkout-focus.png`, fullPage: true });
  const placing = page.waitForResponse((response) => /\/svc\/cart\/carts\/\d+\/place$/.test(response.url()));
  await page.keyboard.press('Enter');
  expect((await placing).status()).toBe(201);
  await expect(page).toHaveURL(/\/orders\/\d+\/show\/new$/);
  expect(mouseEvents).toEqual([]);
});

test('a list row takes the focus by Tab, with a ring, and Enter opens its record', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/products');
  const row = page.locator('tbody tr').first();
  await expect(row).toBeVisible();
  await listSettled(page);
  await tabTo(page, row, 120);
  expect(await ringShown(page)).toBe(true);
  await page.screenshot({ path: `${SCREENS}/keyboard/row-focus.png` });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\/\d+\/show$/);
});

test('a row of a bulk-selectable table (react-admin’s DataTable) takes the focus by Tab, with a ring, and Enter opens its record', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/apps/all-variants');
  await listSettled(page);
  // The table selects rows for bulk actions: each row has its check box beside the focusable row.
  const row = page.locator('tbody tr').first();
  await expect(row.getByRole('checkbox')).toBeVisible();
  await expect(row).toHaveAttribute('tabindex', '0');
  await tabTo(page, row, 150);
  expect(await ringShown(page)).toBe(true);
  await page.screenshot({ path: `${SCREENS}/keyboard/bulk-row-focus.png` });
  // Tab goes on past the row's own controls to the next row; Enter opens that one.
  const next = page.locator('tbody tr').nth(1);
  await tabTo(page, next, 10);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/variants\/\d+\/show$/);
});
