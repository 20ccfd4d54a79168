import { expect, test, type Page } from './fixtures';
import { api } from './api';
import { apiGet, customerWithAddress, stockedWarehouse } from './orderApi';
import { signIn } from './session';

const SCREENS = process.env.E2E_OUTPUT ?? 'test-results';
const word = `hist${Date.now().toString(36)}`;

test.beforeEach(async ({ page }) => signIn(page, 'admin'));

test('edit a brand and read the change in its History panel', async ({ page }) => {
  await page.goto('/apps/brand/add');
  await page.getByLabel('Name').fill(`Ekaya ${word}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/brands$/);

  await page.getByPlaceholder('Search').fill(word);
  // The edit form resets once the record arrives from the server; type after that.
  const loaded = page.waitForResponse((response) => /\/svc\/product\/brands\/\d+$/.test(new URL(response.url()).pathname));
  await page.getByRole('row').filter({ hasText: word }).click();
  await loaded;
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('row').filter({ hasText: 'Created' }).filter({ hasText: `Ekaya ${word}` }).first()).toBeVisible();

  await page.getByLabel('Name').fill(`Ekaya Banaras ${word}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element updated')).toBeVisible();
  await expect(history).toHaveCount(0);

  await page.getByRole('row').filter({ hasText: word }).click();
  const edited = history.getByRole('row').filter({ hasText: 'Edited' });
  await expect(edited).toHaveCount(1);
  // Who, field, before and after, in the staff member's language; newest first.
  await expect(edited).toContainText('Asha Menon');
  await expect(edited.getByRole('cell').nth(3)).toHaveText('Name');
  await expect(edited.getByRole('cell').nth(4)).toHaveText(`Ekaya ${word}`);
  await expect(edited.getByRole('cell').nth(5)).toHaveText(`Ekaya Banaras ${word}`);
  await expect(history.getByRole('row').nth(1)).toContainText('Edited');
  await page.screenshot({ path: `${SCREENS}/screens/brand-history.png`, fullPage: true });
});

/** Switches the console's language from the app bar, as staff do. */
const chooseLanguage = async (page: Page, from: string, to: string) => {
  await page.getByRole('button', { name: from }).click();
  await page.getByRole('menuitem', { name: to }).click();
};

test('an order\u2019s History shows its money in rupees and its warehouse by name, linked, in English and French', async ({ page }) => {
  test.setTimeout(90_000);
  // Not one of the first few, which other specs sell: this one's price is edited below.
  const variant = (await apiGet<{ id: number; sku: string; barcode: string | null; price: number }[]>(page, '/svc/product/variants?range=[0,19]&sort=["id","DESC"]')).filter((one) => one.barcode)[4];
  const { warehouse } = await stockedWarehouse(page, word.toUpperCase(), variant!.id, 2);
  const customer = await customerWithAddress(page);
  const cart = await api<{ id: number }>(page, 'POST', '/svc/cart/carts', { customer_id: customer.id, shipping_address: { line1: '12, MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' } });
  await api(page, 'POST', `/svc/cart/carts/${cart.id}/lines`, { variant_id: variant!.id });
  const order = await api<{ id: number; total: number }>(page, 'POST', `/svc/cart/carts/${cart.id}/place`, { idempotency_key: `${word}-h`, warehouse_id: warehouse.id, payment_method: 'cod' });

  await page.goto(`/orders/${order.id}/show`);
  const row = (region: ReturnType<Page['getByRole']>, label: string) => region.getByRole('row').filter({ has: page.getByRole('cell', { name: label, exact: true }) });
  const history = page.getByRole('region', { name: 'History' });
  const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, trailingZeroDisplay: 'stripIfInteger' }).format(order.total / 100);
  await expect(row(history, 'Total (₹)').getByRole('cell').nth(5)).toHaveText(rupees);
  await expect(row(history, 'Shipping address').getByRole('cell').nth(5)).toHaveText(/^.*12, MG Road, Bengaluru, Karnataka 560001.*$/);
  await expect(row(history, 'Warehouse').getByRole('link', { name: warehouse.name })).toBeVisible();
  await expect(history).not.toContainText('idempotency');
  await page.screenshot({ path: `${SCREENS}/screens/order-history-en.png`, fullPage: true });

  await chooseLanguage(page, 'English', 'Français');
  const historique = page.getByRole('region', { name: 'Historique' });
  const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, trailingZeroDisplay: 'stripIfInteger' }).format(order.total / 100);
  await expect(row(historique, 'Total (₹)').getByRole('cell').nth(5)).toHaveText(euros);
  await expect(row(historique, 'Statut').getByRole('cell').nth(5)).toHaveText('Passée');
  await expect(row(historique, 'Entrepôt').getByRole('link', { name: warehouse.name })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/screens/order-history-fr.png`, fullPage: true });

  // The variant's timeline, in French then in English: the order that reserved it, on India's clock,
  // and a price edit from what to what.
  // As the edit form saves: the whole record, one value changed.
  const stored = await apiGet<Record<string, unknown>>(page, `/svc/product/variants/${variant!.id}`);
  await api(page, 'PUT', `/svc/product/variants/${variant!.id}`, { ...stored, price: variant!.price - 50 });
  await page.goto(`/apps/variant-tracking/${variant!.sku}`);
  const edited = page.getByRole('list', { name: 'Historique' }).getByRole('listitem').filter({ hasText: 'Modifiée par Asha Menon' });
  await expect(edited.getByRole('listitem')).toHaveText([/^Prix \(₹\) : .+ → .+,50\s₹$/]);
  await page.screenshot({ path: `${SCREENS}/screens/variant-timeline-fr.png`, fullPage: true });
  await chooseLanguage(page, 'Français', 'English');
  await expect(page.getByRole('list', { name: 'Timeline' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/screens/variant-timeline-en.png`, fullPage: true });

  // The warehouse's link opens the warehouse.
  await page.goto(`/orders/${order.id}/show`);
  await row(history, 'Warehouse').getByRole('link', { name: warehouse.name }).click();
  await expect(page).toHaveURL(new RegExp(`/warehouses/${warehouse.id}$`));
  await expect(page.getByLabel('Name')).toHaveValue(warehouse.name);
});
