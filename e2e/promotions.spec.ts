import { readFileSync } from 'node:fs';
import { typedMoment } from './typedMoment';
import { CODE_ALPHABET } from '@domain/promotions/codes';
import { expect, test, type Page } from './fixtures';
import { api } from './api';
import { customerWithAddress, stockedWarehouse } from './orderApi';
import { pdfPagesText } from './pdfText';
import { signIn } from './session';

const SCREENS = process.env.E2E_OUTPUT ?? 'test-results';
const word = `promo${Date.now().toString(36)}`;
const WORD = word.toUpperCase();
const ZONE = 'Asia/Kolkata';
const HOUR = 3_600_000;

test.use({ timezoneId: ZONE });
test.describe.configure({ mode: 'serial' });


/**
 * A product of this spec's own with a variant at ₹2,000 (MRP ₹2,500), ten pieces in a warehouse of its own:
 * a steal or a coupon on it changes no other spec's prices or stock.
 */
const ownVariant = async (page: Page, suffix: string) => {
  const product = await api<{ id: number }>(page, 'POST', '/svc/product/products', { title: `Kurta ${word} ${suffix}`, slug: `kurta-${word}-${suffix.toLowerCase()}` });
  const variant = await api<{ id: number; sku: string }>(page, 'POST', '/svc/product/variants', { product_id: product.id, sku: `${WORD}-${suffix}`, mrp: 250_000, price: 200_000 });
  const { warehouse } = await stockedWarehouse(page, `${word}${suffix.toLowerCase()}`, variant.id, 10);
  return { variant, warehouse };
};

/** A cart for a seeded customer holding `quantity` pieces of the SKU, typed into the scan field. */
const cartWith = async (page: Page, sku: string, quantity: number) => {
  const customer = await customerWithAddress(page);
  await page.goto('/apps/orders/create');
  await page.getByRole('combobox', { name: 'Customer' }).fill(customer.email);
  await page.getByRole('option').filter({ hasText: `· ${customer.email}` }).click();
  await page.getByRole('button', { name: 'Start the cart' }).click();
  await expect(page).toHaveURL(/\/orders\/create\?cart=\d+$/);
  const scanField = page.getByRole('textbox', { name: 'Scan or type a barcode or SKU' });
  for (let piece = 0; piece < quantity; piece++) {
    await scanField.fill(sku);
    await scanField.press('Enter');
    await expect(page.getByRole('spinbutton', { name: `Quantity ${sku}` })).toHaveValue(String(piece + 1));
  }
};

/** From the cart to its checkout, stock reserved in the warehouse; the order placed and its id. */
const placeOrder = async (page: Page, warehouseName: string) => {
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await expect(page).toHaveURL(/\/apps\/orders\/\d+\/admin-checkout$/);
  await page.getByRole('combobox', { name: 'Reserve stock in' }).click();
  await page.getByRole('option', { name: warehouseName }).click();
  return async () => {
    const placing = page.waitForResponse((response) => /\/svc\/cart\/carts\/\d+\/place$/.test(response.url()));
    await page.getByRole('button', { name: 'Place order' }).click();
    expect((await placing).status()).toBe(201);
    await expect(page).toHaveURL(/\/orders\/\d+\/show\/new$/);
    return Number(new URL(page.url()).pathname.split('/')[2]);
  };
};

test.beforeEach(async ({ page }) => signIn(page, 'admin'));

test('a discount form previews the variants it hits and what a sample cart pays', async ({ page }) => {
  const product = await api<{ id: number }>(page, 'POST', '/svc/product/products', { title: `Kurta ${word} P`, slug: `kurta-${word}-p` });
  const variant = await api<{ id: number; sku: string }>(page, 'POST', '/svc/product/variants', { product_id: product.id, sku: `${WORD}-P`, mrp: 250_000, price: 200_000 });
  await page.goto('/apps/discount');
  await page.getByRole('textbox', { name: 'Title' }).fill(`Preview ${word}`);
  await page.getByLabel('Percent off').fill('10');
  await page.getByRole('combobox', { name: 'Applies to' }).click();
  await page.getByRole('option', { name: 'Variants' }).click();
  await page.getByRole('combobox', { name: 'Which ones' }).fill(variant.sku);
  await page.getByRole('option', { name: variant.sku }).click();
  const preview = page.getByTestId('discount-preview');
  await expect(preview.getByTestId('discount-preview-hits')).toHaveText('Hits 1 variant');
  // The default sample: one piece of ₹2,000 at 10 % off.
  await expect(preview.getByTestId('discount-preview-total')).toHaveText('₹1,800');
  await preview.getByRole('spinbutton', { name: `Pieces of ${variant.sku}` }).fill('3');
  await expect(preview.getByTestId('discount-preview-total')).toHaveText('₹5,400');
  await expect(preview.getByTestId('discount-preview-discount')).toHaveText('-₹600');
  // The app bar hides while the page is scrolled down (the quantity field scrolled it).
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: `${SCREENS}/screens/discount-preview-light.png`, fullPage: true, animations: 'disabled' });
  const themeToggle = page.getByRole('button', { name: 'Toggle light/dark mode' });
  await themeToggle.click();
  await page.screenshot({ path: `${SCREENS}/screens/discount-preview-dark.png`, fullPage: true, animations: 'disabled' });
  await themeToggle.click();
  // A preview saves nothing.
  expect(await api<unknown[]>(page, 'GET', `/svc/cart/discounts?filter=${encodeURIComponent(JSON.stringify({ q: `Preview ${word}` }))}`)).toEqual([]);
});

test('a discount made through its form, 1,000 codes generated for it and downloaded, one used at admin checkout and shown on the invoice', async ({ page }) => {
  test.setTimeout(240_000);
  const { variant, warehouse } = await ownVariant(page, 'C');
  const title = `Festive ${word}`;

  // The discount: 10 % off everything, only through its coupons.
  await page.goto('/apps/discount');
  await expect(page).toHaveURL(/\/discounts\/create$/);
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByLabel('Percent off').fill('10');
  await expect(page.getByRole('switch', { name: 'Applied automatically' })).not.toBeChecked();
  await page.screenshot({ path: `${SCREENS}/screens/discount-form.png`, fullPage: true, animations: 'disabled' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element created')).toBeVisible();
  const [discount] = await api<{ id: number; kind: string; value: number; automatic: boolean; scope: string }[]>(
    page,
    'GET',
    `/svc/cart/discounts?filter=${encodeURIComponent(JSON.stringify({ q: title }))}`,
  );
  expect(discount).toMatchObject({ kind: 'percentage', value: 1000, automatic: false, scope: 'all' });

  // 1,000 codes of a prefix, generated as a job whose progress shows, then downloaded as CSV.
  await page.goto('/apps/coupons/list');
  await page.getByRole('button', { name: 'Generate codes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate coupon codes' });
  await dialog.getByRole('combobox', { name: 'Discount' }).fill(title);
  await page.getByRole('option', { name: title }).click();
  await dialog.getByLabel('Prefix').fill(`${WORD.slice(-6)}-`);
  await dialog.getByLabel('How many codes').fill('1000');
  await dialog.getByLabel('Usage limit').fill('1');
  await page.screenshot({ path: `${SCREENS}/screens/coupon-generate-form.png`, fullPage: true, animations: 'disabled' });
  await dialog.getByRole('button', { name: 'Generate codes' }).click();
  const download = dialog.getByRole('button', { name: /^Download 1,?000 codes \(CSV\)$/ });
  await expect(download).toBeEnabled({ timeout: 60_000 });
  await page.screenshot({ path: `${SCREENS}/screens/coupon-generate-done.png`, fullPage: true, animations: 'disabled' });
  const downloading = page.waitForEvent('download');
  await download.click();
  const csv = readFileSync((await (await downloading).path())!, 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = csv.slice(1).trim().split('\r\n');
  expect(header).toBe('code,usage_limit,per_customer_limit');
  const codes = rows.map((row) => row.split(',')[0]!);
  expect(codes).toHaveLength(1000);
  expect(new Set(codes.map((code) => code.toLowerCase())).size).toBe(1000);
  const pattern = new RegExp(`^${WORD.slice(-6)}-[${CODE_ALPHABET}]{8}$`);
  expect(codes.filter((code) => !pattern.test(code))).toEqual([]);
  expect(rows.every((row) => row.endsWith(',1,'))).toBe(true);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // One code, typed in small letters at the cart: 10 % off the line, shown on the line and in the totals.
  const code = codes[0]!;
  await cartWith(page, variant.sku, 1);
  await page.getByRole('textbox', { name: 'Coupon code' }).fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`${code.toLowerCase()} applied`)).toBeVisible();
  await expect(page.getByTestId(`cart-line-discount-${variant.sku}`)).toHaveText(/^-₹200(\.00)?$/);
  await expect(page.getByText(`Discount: ${title}`)).toBeVisible();
  const place = await placeOrder(page, warehouse.name);
  await expect(page.getByTestId(`cart-line-discount-${variant.sku}`)).toHaveText(/^-₹200(\.00)?$/);
  await page.screenshot({ path: `${SCREENS}/screens/checkout-coupon.png`, fullPage: true, animations: 'disabled' });
  const orderId = await place();
  const order = await api<{ subtotal: number; discount: number; total: number; coupon_code: string }>(page, 'GET', `/svc/order/orders/${orderId}`);
  expect(order).toMatchObject({ subtotal: 200_000, discount: 20_000, total: 180_000 });
  expect(order.coupon_code.toLowerCase()).toBe(code.toLowerCase());

  // The invoice, as the staff member downloads it, carries the discount line with its code.
  const main = page.locator('#main-content');
  const invoiceDownload = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Invoice' }).click();
  const [text] = await pdfPagesText(readFileSync((await (await invoiceDownload).path())!));
  // A long title wraps over lines in the totals: read as one.
  expect(text!.replace(/\s+/g, ' ')).toContain(`Discount: ${title} (${order.coupon_code}) -INR 200.00`);

  // The code is used up: the coupons list counts its one use.
  await page.goto('/apps/coupons/list');
  await page.getByPlaceholder('Search').fill(code);
  await expect(page.getByRole('row').filter({ hasText: code })).toContainText(title);
});

test('a steal made through its form and given a variant sells its capped pieces at the steal price at checkout', async ({ page }) => {
  test.setTimeout(180_000);
  const { variant, warehouse } = await ownVariant(page, 'S');
  const title = `Flash steal ${word}`;

  await page.goto('/apps/steal');
  await expect(page).toHaveURL(/\/steals\/create$/);
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByLabel('Starts').fill(typedMoment(new Date(Date.now() - HOUR), ZONE));
  await page.getByLabel('Ends').fill(typedMoment(new Date(Date.now() + 24 * HOUR), ZONE));
  await page.screenshot({ path: `${SCREENS}/screens/steal-form.png`, fullPage: true, animations: 'disabled' });
  await page.getByRole('button', { name: 'Save' }).click();
  // Saved, the list shows it live with nothing sold; its page is a click away.
  await expect(page).toHaveURL(/\/steals$/);
  const listed = page.getByRole('row').filter({ hasText: title });
  await expect(listed).toContainText('Live');
  await listed.click();
  await expect(page).toHaveURL(/\/steals\/\d+\/show$/);
  const stealId = Number(new URL(page.url()).pathname.split('/')[2]);

  // One variant at ₹1,499 instead of ₹2,000, one piece under the cap.
  await page.getByRole('link', { name: 'Add variants' }).click();
  await expect(page).toHaveURL(new RegExp(`/apps/steal/add-variants/${stealId}$`));
  await page.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('combobox', { name: 'SKU' }).fill(variant.sku);
  await page.getByRole('option', { name: variant.sku, exact: true }).click();
  await page.getByLabel('Steal price (₹)').fill('1499');
  await page.getByLabel('Cap').fill('1');
  await page.screenshot({ path: `${SCREENS}/screens/steal-variants-form.png`, fullPage: true, animations: 'disabled' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Variants saved')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/steals/${stealId}/show$`));
  const main = page.locator('#main-content');
  // The variant's row of the steal's table (History below names the variant too).
  const variantRow = main.getByRole('row', { name: new RegExp(`^${variant.sku} `) });
  await expect(variantRow).toContainText('₹1,499');
  await expect(main.getByText('Live', { exact: true })).toBeVisible();

  // Two pieces in the cart: one at the steal price (its cap), the other at the list price.
  await cartWith(page, variant.sku, 2);
  await expect(page.getByTestId(`cart-line-discount-${variant.sku}`)).toContainText('-₹501');
  await expect(page.getByTestId(`cart-line-discount-${variant.sku}`)).toContainText('1 at the steal price');
  await expect(page.getByText(`Steal: ${title}`)).toBeVisible();
  const place = await placeOrder(page, warehouse.name);
  await expect(page.getByText(`Steal: ${title}`)).toBeVisible();
  await expect(page.getByTestId(`cart-line-discount-${variant.sku}`)).toContainText('1 at the steal price');
  await page.screenshot({ path: `${SCREENS}/screens/checkout-steal.png`, fullPage: true, animations: 'disabled' });
  const orderId = await place();
  expect(await api(page, 'GET', `/svc/order/orders/${orderId}`)).toMatchObject({ subtotal: 400_000, discount: 50_100, total: 349_900 });

  // The steal counts the piece sold.
  await page.goto(`/apps/steal/view/${stealId}`);
  await expect(variantRow.getByRole('cell').last()).toHaveText('1');
  await page.screenshot({ path: `${SCREENS}/screens/steal-show.png`, fullPage: true, animations: 'disabled' });
});
