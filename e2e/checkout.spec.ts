import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { REPORT_TIME_ZONE, type OrderReport } from '@domain/orders/report';
import { expect, test, type Page } from './fixtures';
import { apiGet as api, customerWithAddress } from './orderApi';
import { signIn } from './session';

const SCREENS = process.env.E2E_OUTPUT ?? 'test-results';

interface Holding {
  variant_id: number;
  sku: string;
  barcode: string | null;
  quantity: number;
}

/** Three seeded variants with barcodes, each with at least two pieces in the first seeded warehouse (Mumbai's). */
const stockedVariants = async (page: Page) => {
  const [warehouse] = await api<{ id: number; name: string }[]>(page, '/svc/product/warehouses?range=[0,0]&sort=["id","ASC"]');
  const holdings = await api<Holding[]>(page, `/svc/product/warehouses/${warehouse!.id}/stock`);
  const byVariant = new Map<number, Holding>();
  for (const holding of holdings) {
    const seen = byVariant.get(holding.variant_id);
    byVariant.set(holding.variant_id, { ...holding, quantity: holding.quantity + (seen?.quantity ?? 0) });
  }
  const stocked = [...byVariant.values()].filter((holding) => holding.barcode && holding.quantity >= 2);
  expect(stocked.length).toBeGreaterThanOrEqual(3);
  return { warehouse: warehouse!, variants: stocked.slice(0, 3) as (Holding & { barcode: string })[] };
};

/** The pieces of a variant on the warehouse's shelves. */
const stockOf = async (page: Page, warehouseId: number, variantId: number) =>
  (await api<Holding[]>(page, `/svc/product/warehouses/${warehouseId}/stock`)).filter((holding) => holding.variant_id === variantId).reduce((sum, holding) => sum + holding.quantity, 0);

test.beforeEach(async ({ page }) => signIn(page, 'admin'));

test('an order from admin checkout by scanning two barcodes, fulfilled, one line returned to a shelf for a credit note, the other exchanged, its invoice downloaded; stock, credit notes and the report follow', async ({ page, pagePolicy }) => {
  test.setTimeout(120_000);
  pagePolicy.allowFailedRequest(422, '/svc/cart/carts/:id/lines', 'an unknown barcode is scanned on purpose');
  pagePolicy.allowFailedRequest(422, '/svc/cart/carts', 'a code no coupon has is refused on purpose');
  const customer = await customerWithAddress(page);
  const { warehouse, variants } = await stockedVariants(page);
  const [first, second] = variants as [Holding & { barcode: string }, Holding & { barcode: string }];
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_TIME_ZONE }).format(new Date());
  const reportToday = () => api<OrderReport>(page, `/svc/order/orders/history-report?from=${today}&to=${today}`);
  const ordersToday = (await reportToday()).totals.orders;
  const firstStock = await stockOf(page, warehouse.id, first.variant_id);

  await page.goto('/apps/orders/create');
  await expect(page).toHaveURL(/\/orders\/create$/);
  await page.getByRole('combobox', { name: 'Customer' }).fill(customer.email);
  await page.getByRole('option').filter({ hasText: `· ${customer.email}` }).click();
  // The customer's default shipping address fills the cart's.
  await expect(page.getByRole('textbox', { name: 'Address line 1' }).first()).toHaveValue(customer.addresses[0]!.line1);
  // A code no coupon has is refused at its field.
  const coupon = page.getByRole('textbox', { name: 'Coupon code' });
  await coupon.fill('DIWALI10');
  await page.getByRole('button', { name: 'Start the cart' }).click();
  await expect(page.getByText('No coupon has the code DIWALI10')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/checkout-start.png`, fullPage: true });
  await coupon.clear();
  await page.getByRole('button', { name: 'Start the cart' }).click();
  await expect(page).toHaveURL(/\/orders\/create\?cart=\d+$/);

  const scanField = page.getByRole('textbox', { name: 'Scan or type a barcode or SKU' });
  await expect(scanField).toBeFocused();
  for (const variant of [first, second]) {
    await scanField.fill(variant.barcode);
    await scanField.press('Enter');
    await expect(page.getByTestId(`cart-line-${variant.sku}`)).toBeVisible();
  }
  await scanField.fill('NO-SUCH-BARCODE-1');
  await scanField.press('Enter');
  await expect(page.getByText('No variant has the SKU or barcode NO-SUCH-BARCODE-1')).toBeVisible();

  // Found by search, a variant already in the cart gets one more piece.
  await page.getByRole('combobox', { name: 'Find a variant' }).fill(second.sku);
  await page.getByRole('option', { name: new RegExp(`^${second.sku}`) }).click();
  await expect(page.getByRole('spinbutton', { name: `Quantity ${second.sku}` })).toHaveValue('2');

  const quantity = page.getByRole('spinbutton', { name: `Quantity ${first.sku}` });
  const totalBefore = await page.locator('dd').last().textContent();
  await quantity.fill('2');
  await quantity.press('Enter');
  await expect(page.locator('dd').last()).not.toHaveText(totalBefore ?? '');
  await expect(page.getByRole('spinbutton', { name: `Quantity ${first.sku}` })).toHaveValue('2');
  await page.screenshot({ path: `${SCREENS}/checkout-cart.png`, fullPage: true });

  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await expect(page).toHaveURL(/\/apps\/orders\/\d+\/admin-checkout$/);
  await expect(page.getByText('GST included in the prices')).toBeVisible();
  await page.getByRole('combobox', { name: 'Reserve stock in' }).click();
  await page.getByRole('option', { name: warehouse.name }).click();
  await page.getByRole('spinbutton', { name: 'Shipping charge (₹)' }).fill('99');
  await page.screenshot({ path: `${SCREENS}/checkout-review.png`, fullPage: true });
  // The app bar hides while the page is scrolled down (the shipping field scrolled it).
  await page.evaluate('window.scrollTo(0, 0)');
  const themeToggle = page.getByRole('button', { name: 'Toggle light/dark mode' });
  await themeToggle.click();
  await page.screenshot({ path: `${SCREENS}/checkout-review-dark.png`, fullPage: true });
  await themeToggle.click();

  const placing = page.waitForResponse((response) => /\/svc\/cart\/carts\/\d+\/place$/.test(response.url()));
  await page.getByRole('button', { name: 'Place order' }).click();
  expect((await placing).status()).toBe(201);
  // The order view in its detailed layout (/apps/orders/view-new/:id).
  await expect(page).toHaveURL(/\/orders\/\d+\/show\/new$/);
  const orderId = Number(new URL(page.url()).pathname.split('/')[2]);
  const order = await api<{ customer_id: number; channel: string; shipping: number; subtotal: number; discount: number; total: number; lines: { sku: string; quantity: number }[] }>(
    page,
    `/svc/order/orders/${orderId}`,
  );
  expect(order).toMatchObject({ customer_id: customer.id, channel: 'admin', shipping: 9_900 });
  expect(order.total).toBe(order.subtotal - order.discount + 9_900);
  expect(order.lines.map((line) => [line.sku, line.quantity]).sort()).toEqual(
    [
      [first.sku, 2],
      [second.sku, 2],
    ].sort(),
  );

  // Fulfilled: the pieces leave the warehouse's shelves when picked, then packed, shipped and delivered.
  const main = page.locator('#main-content');
  for (const move of ['Confirm', 'Pick', 'Pack']) {
    await main.getByRole('button', { name: move, exact: true }).click();
    await expect(main.getByRole('button', { name: move, exact: true })).toHaveCount(0);
  }
  expect(await stockOf(page, warehouse.id, first.variant_id)).toBe(firstStock - 2);
  await main.getByRole('button', { name: 'Ship', exact: true }).click();
  const shipping = page.getByRole('dialog');
  await shipping.getByRole('textbox', { name: 'Carrier' }).fill('Delhivery');
  await shipping.getByRole('textbox', { name: 'Tracking number' }).fill('DL5550001IN');
  await shipping.getByRole('button', { name: 'Ship' }).click();
  await main.getByRole('button', { name: 'Deliver', exact: true }).click();
  await expect(main.getByRole('button', { name: 'Deliver', exact: true })).toHaveCount(0);
  // Cash on delivery: what the courier collected is recorded (the amount due by default) before anything goes back.
  await main.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText('Payment recorded', { exact: true })).toBeVisible();

  // The first line comes back onto a shelf of the warehouse, for a credit note.
  const [shelf] = await api<{ code: string }[]>(page, `/svc/product/shelves?filter=${encodeURIComponent(JSON.stringify({ warehouse_id: warehouse.id }))}&range=[0,0]&sort=["id","ASC"]`);
  await main.getByRole('button', { name: 'Return', exact: true }).click();
  const returning = page.getByRole('dialog', { name: /^Return pieces of / });
  await returning.getByRole('spinbutton', { name: `Pieces of ${first.sku} to return` }).fill('2');
  await returning.getByRole('textbox', { name: 'Reason' }).fill('Did not fit');
  await returning.getByRole('radio', { name: 'Back onto a shelf' }).check();
  await returning.getByRole('combobox', { name: 'Warehouse' }).click();
  await page.getByRole('option', { name: warehouse.name }).click();
  await returning.getByRole('combobox', { name: 'Shelf' }).fill(shelf!.code);
  await page.getByRole('option', { name: shelf!.code, exact: true }).click();
  await returning.getByRole('button', { name: 'Return', exact: true }).click();
  const returned = page.getByText(/^Return recorded: credit note CN\/\d{4}-\d{2}\/\d{6}$/);
  await expect(returned).toBeVisible();
  const noteNumber = (await returned.textContent())!.match(/CN\/\d{4}-\d{2}\/\d{6}/)![0];
  expect(await stockOf(page, warehouse.id, first.variant_id)).toBe(firstStock);

  // The second line is exchanged for pieces of the first variant, sent from the same warehouse.
  await main.getByRole('button', { name: 'Exchange', exact: true }).click();
  const exchanging = page.getByRole('dialog', { name: /^Exchange pieces of / });
  await exchanging.getByRole('combobox', { name: 'Line to exchange' }).click();
  await page.getByRole('option', { name: new RegExp(second.sku) }).click();
  await exchanging.getByRole('spinbutton', { name: 'Pieces' }).fill('2');
  await exchanging.getByRole('combobox', { name: 'Variant to send instead' }).fill(first.sku);
  await page.getByRole('option', { name: first.sku, exact: true }).click();
  await exchanging.getByRole('textbox', { name: 'Reason' }).fill('Wanted the other one');
  await exchanging.getByRole('radio', { name: 'Write off' }).check();
  await exchanging.getByRole('combobox', { name: 'Warehouse' }).click();
  await page.getByRole('option', { name: warehouse.name }).click();
  await exchanging.getByRole('button', { name: 'Exchange', exact: true }).click();
  await expect(page.getByText(/^Exchange recorded/)).toBeVisible();
  expect(await stockOf(page, warehouse.id, first.variant_id)).toBe(firstStock - 2);

  // The invoice, as the staff member downloads it.
  const downloading = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Invoice' }).click();
  const invoice = await PDFDocument.load(readFileSync((await (await downloading).path())!));
  expect(invoice.getTitle()).toMatch(/^Tax invoice INV\/\d{4}-\d{2}\/\d{6}$/);

  // The credit note is listed, and today's report counts one more order.
  await page.goto('/apps/credit-notes');
  await page.getByPlaceholder('Search').fill(noteNumber);
  await expect(page.getByRole('row').filter({ hasText: noteNumber }).filter({ hasText: 'Issued' })).toBeVisible();
  await page.goto(`/apps/order-history-report?from=${today}&to=${today}`);
  const allChannels = page.getByRole('table', { name: 'By channel' }).getByRole('row', { name: /^All channels/ });
  await expect(allChannels.getByRole('cell').first()).toHaveText(String(ordersToday + 1));
});

test('an offline sale in a store reserves the store’s stock: no warehouse is asked for', async ({ page }) => {
  const customer = await customerWithAddress(page);
  const { warehouse, variants } = await stockedVariants(page);
  const third = variants[2]!;
  await page.goto('/apps/orders/create');
  await page.getByRole('combobox', { name: 'Customer' }).fill(customer.email);
  await page.getByRole('option').filter({ hasText: `· ${customer.email}` }).click();
  await page.getByRole('radio', { name: 'In a store (offline)' }).check();
  await expect(page.getByRole('textbox', { name: 'Address line 1' })).toHaveCount(0);
  // Kala Ghoda is a Mumbai store: the seed keeps its stock in the Mumbai warehouse.
  await page.getByRole('combobox', { name: 'Store' }).fill('Kala Ghoda');
  await page.getByRole('option', { name: 'Kala Ghoda Boutique' }).click();
  await page.getByRole('button', { name: 'Start the cart' }).click();
  const scanField = page.getByRole('textbox', { name: 'Scan or type a barcode or SKU' });
  await scanField.fill(third.barcode);
  await scanField.press('Enter');
  await expect(page.getByTestId(`cart-line-${third.sku}`)).toBeVisible();
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await expect(page.getByText('In a store (offline)')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Reserve stock in' })).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/checkout-offline.png`, fullPage: true });
  await page.getByRole('button', { name: 'Place order' }).click();
  // The order view in its detailed layout (/apps/orders/view-new/:id).
  await expect(page).toHaveURL(/\/orders\/\d+\/show\/new$/);
  const orderId = Number(new URL(page.url()).pathname.split('/')[2]);
  expect(await api(page, `/svc/order/orders/${orderId}`)).toMatchObject({ channel: 'offline', warehouse_id: warehouse.id, payment_method: 'cash' });
});
