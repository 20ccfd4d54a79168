import { expect, test, type Page } from './fixtures';
import { api } from './api';
import { apiGet, customerWithAddress, stockedWarehouse } from './orderApi';
import { signIn } from './session';

const SCREENS = process.env.E2E_OUTPUT ?? 'test-results';
const word = `PAY${Date.now().toString(36).toUpperCase()}`;

interface Variant {
  id: number;
  sku: string;
  barcode: string | null;
}

/** The `index`-th of the latest seeded variants that carry a barcode. */
const variantWithBarcode = async (page: Page, index: number) =>
  (await apiGet<Variant[]>(page, '/svc/product/variants?range=[0,19]&sort=["id","DESC"]')).filter((variant) => variant.barcode)[index]! as Variant & { barcode: string };

/** The order view's payments, in its own language. */
const shootOrder = async (page: Page, name: string) => {
  await expect(page.getByTestId('order-money')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/screens/${name}.png`, fullPage: true });
};

/**
 * An admin order paid cash on delivery, placed through the cart API from a warehouse of its own and
 * delivered, its payment not recorded yet.
 */
const deliveredCashOnDelivery = async (page: Page) => {
  const variant = await variantWithBarcode(page, 1);
  const { warehouse } = await stockedWarehouse(page, `${word}C`, variant.id, 2);
  const customer = await customerWithAddress(page);
  const cart = await api<{ id: number }>(page, 'POST', '/svc/cart/carts', { customer_id: customer.id, shipping_address: { line1: '12, MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' } });
  await api(page, 'POST', `/svc/cart/carts/${cart.id}/lines`, { variant_id: variant.id });
  const order = await api<{ id: number; number: string }>(page, 'POST', `/svc/cart/carts/${cart.id}/place`, { idempotency_key: `${word}-cod`, warehouse_id: warehouse.id, payment_method: 'cod' });
  for (const move of ['confirm', 'pick', 'pack', 'ship', 'deliver']) await api(page, 'POST', `/svc/order/orders/${order.id}/${move}`, { carrier: 'Delhivery', tracking_number: `${word}-T` });
  return { order, variant };
};

test.beforeEach(async ({ page }) => signIn(page, 'admin'));

test('an in-store sale paid by UPI and handed over leaves its shelf one piece lower', async ({ page }) => {
  test.setTimeout(90_000);
  const variant = await variantWithBarcode(page, 0);
  const { warehouse } = await stockedWarehouse(page, `${word}S`, variant.id, 3);
  await api(page, 'POST', '/svc/product/stores', { name: `Shop ${word}`, code: `${word}-S`, city: 'Mumbai', warehouse_id: warehouse.id });
  await api(page, 'POST', '/svc/product/stores', { name: `Kiosk ${word}`, code: `${word}-K`, city: 'Mumbai' });
  const customer = await customerWithAddress(page);

  await page.goto('/apps/orders/create');
  await page.getByRole('combobox', { name: 'Customer' }).fill(customer.email);
  await page.getByRole('option').filter({ hasText: `· ${customer.email}` }).click();
  await page.getByRole('radio', { name: 'In a store (offline)' }).check();
  // A store that keeps no stock shows, but cannot be chosen, and says why.
  const store = page.getByRole('combobox', { name: 'Store' });
  await store.fill(`Kiosk ${word}`);
  const kiosk = page.getByRole('option').filter({ hasText: `Kiosk ${word}` });
  await expect(kiosk).toContainText('Keeps no stock: name its warehouse on the store to sell here');
  await expect(kiosk).toHaveAttribute('aria-disabled', 'true');
  await page.screenshot({ path: `${SCREENS}/screens/checkout-store-without-stock.png` });
  await store.fill(`Shop ${word}`);
  await page.getByRole('option').filter({ hasText: `Shop ${word}` }).click();
  await page.getByRole('button', { name: 'Start the cart' }).click();
  const scanField = page.getByRole('textbox', { name: 'Scan or type a barcode or SKU' });
  await scanField.fill(variant.barcode);
  await scanField.press('Enter');
  await expect(page.getByTestId(`cart-line-${variant.sku}`)).toBeVisible();
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await page.getByRole('combobox', { name: 'Payment' }).click();
  await page.getByRole('option', { name: 'UPI', exact: true }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+\/show\/new$/);

  // Paid by UPI at the counter: the method the sale was placed with, its transaction number.
  const main = page.locator('#main-content');
  await expect(main.getByRole('combobox', { name: 'Method' })).toHaveText('UPI');
  await main.getByRole('textbox', { name: 'Reference' }).fill('412300001111');
  await main.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText('Payment recorded', { exact: true })).toBeVisible();
  // The payments table's row: when, a payment, by UPI, its reference, who took it, how much.
  await expect(main.getByRole('row').filter({ hasText: '412300001111' }).filter({ hasText: 'UPI' }).filter({ hasText: 'Asha Menon' })).toHaveCount(1);
  await expect(main.getByRole('button', { name: 'Record payment' })).toHaveCount(0);

  await main.getByRole('button', { name: 'Hand over', exact: true }).click();
  await expect(page.getByText(/^Order SO-\d+ is now delivered$/)).toBeVisible();
  await shootOrder(page, 'order-payments-in-store');

  // The shelf gave up the piece the customer took home.
  await page.goto(`/apps/warehouse-variants/${warehouse.id}`);
  const held = page.getByRole('table', { name: 'Variants on shelves' }).getByRole('row').filter({ hasText: variant.sku });
  await expect(held.getByRole('cell').last()).toHaveText('2');
});

test('a cash-on-delivery order is credited only once its payment is recorded', async ({ page, pagePolicy }) => {
  test.setTimeout(90_000);
  pagePolicy.allowFailedRequest(422, '/svc/order/orders/:id/returns', 'a return for a credit note is refused on purpose while nothing was paid');
  const { order, variant } = await deliveredCashOnDelivery(page);
  await page.goto(`/apps/orders/view-new/${order.id}`);
  const main = page.locator('#main-content');
  const returnPiece = async () => {
    await main.getByRole('button', { name: 'Return', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Return pieces of ${order.number}` });
    await dialog.getByRole('spinbutton', { name: `Pieces of ${variant.sku} to return` }).fill('1');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Parcel arrived damaged');
    await dialog.getByRole('radio', { name: 'Write off' }).check();
    await dialog.getByRole('button', { name: 'Return', exact: true }).click();
    return dialog;
  };

  const refused = await returnPiece();
  await expect(refused.getByText('Only ₹0.00 was paid on this order and not yet refunded or credited: record the payment first')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/screens/return-refused-unpaid.png` });
  await page.keyboard.press('Escape');
  await expect(refused).toHaveCount(0);

  // The courier's collection, recorded: what is due, by cash on delivery (the order's method).
  await expect(main.getByRole('combobox', { name: 'Method' })).toHaveText('Cash on delivery');
  await main.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText('Payment recorded', { exact: true })).toBeVisible();
  await expect(main.getByText('Paid', { exact: true }).first()).toBeVisible();

  await returnPiece();
  await expect(page.getByText(/^Return recorded: credit note CN\/\d{4}-\d{2}\/\d{6}$/)).toBeVisible();
  await expect(main.getByTestId('order-money')).toContainText('Credited (₹)');
  await shootOrder(page, 'order-payments-en');
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(main.getByText('Zahlungen', { exact: true })).toBeVisible();
  await shootOrder(page, 'order-payments-de');
});
