import { expect, test, type Page } from './fixtures';
import { signIn } from './session';
import { api } from './api';
import { stockedWarehouse } from './orderApi';

const SCREENS = process.env.E2E_OUTPUT ?? 'test-results';
const word = `E2E${Date.now().toString(36).toUpperCase()}`;

interface SeededOrder {
  id: number;
  number: string;
  lines: { id: number; sku: string; quantity: number; returned_quantity: number; variant_id: number }[];
}

/** The `skip`-th seeded delivered web order whose first line has every piece still to return. */
const deliveredOrder = async (page: Page, skip: number) => {
  const filter = encodeURIComponent(JSON.stringify({ status: 'delivered', channel: 'web' }));
  const rows = await api<{ id: number }[]>(page, 'GET', `/svc/order/orders?filter=${filter}&range=[0,40]&sort=["id","ASC"]`);
  const orders = await Promise.all(rows.map((row) => api<SeededOrder>(page, 'GET', `/svc/order/orders/${row.id}`)));
  return orders.filter((order) => order.lines[0]!.returned_quantity === 0)[skip]!;
};

/** Picks the shipped or delivered order by its number in the "New …" flow of a list. */
const chooseOrder = async (page: Page, button: string, number: string) => {
  await page.getByRole('button', { name: button }).click();
  const chooser = page.getByRole('dialog', { name: 'Which order comes back?' });
  await chooser.getByRole('combobox', { name: 'Order' }).fill(number);
  await page.getByRole('option', { name: number }).click();
  await chooser.getByRole('button', { name: 'Continue' }).click();
};

/** The page as it stands, in the dark theme too (through the app bar's toggle, back to light after). */
const darkScreenshot = async (page: Page, name: string) => {
  const toggle = page.getByRole('button', { name: 'Toggle light/dark mode' });
  await toggle.click();
  await page.screenshot({ path: `${SCREENS}/screens/${name}-dark.png`, fullPage: true });
  await toggle.click();
};

test.beforeEach(async ({ page }) => signIn(page, 'admin'));

test('a return for a credit note, voiding it, and an exchange settled from the lists', async ({ page }) => {
  test.setTimeout(90_000);
  const order = await deliveredOrder(page, 0);
  const line = order.lines[0]!;

  // Return one piece of the first line, written off, for a credit note; the dialog caps the pieces.
  await page.goto('/apps/return-orders');
  await chooseOrder(page, 'New return', order.number);
  const dialog = page.getByRole('dialog', { name: `Return pieces of ${order.number}` });
  const pieces = dialog.getByRole('spinbutton', { name: `Pieces of ${line.sku} to return` });
  await pieces.fill(String(line.quantity + 1));
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Too small');
  await dialog.getByRole('radio', { name: 'Write off' }).check();
  await dialog.getByRole('button', { name: 'Return' }).click();
  await expect(dialog.getByText(`Only ${line.quantity} left to return on this line`)).toBeVisible();
  await pieces.fill('1');
  await page.screenshot({ path: `${SCREENS}/screens/return-dialog.png` });
  await dialog.getByRole('button', { name: 'Return' }).click();
  const made = page.getByText(/^Return recorded: credit note CN\/\d{4}-\d{2}\/\d{6}$/);
  await expect(made).toBeVisible();
  const noteNumber = (await made.textContent())!.match(/CN\/\d{4}-\d{2}\/\d{6}/)![0];
  const returned = page.getByRole('row').filter({ hasText: order.number });
  await expect(returned).toContainText(`${line.sku} × 1`);
  await expect(returned).toContainText(noteNumber);
  await page.screenshot({ path: `${SCREENS}/screens/return-orders.png`, fullPage: true });
  await darkScreenshot(page, 'return-orders');

  // The credit note it issued: listed as issued, then voided from its page.
  await page.goto('/apps/credit-notes');
  await page.getByPlaceholder('Search').fill(noteNumber);
  const issued = page.getByRole('row').filter({ hasText: noteNumber }).filter({ hasText: 'Issued' });
  await expect(issued).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/screens/credit-notes.png`, fullPage: true });
  await issued.click();
  await expect(page.getByText('Not redeemed yet')).toBeVisible();
  await page.getByRole('button', { name: 'Void' }).click();
  const voiding = page.getByRole('dialog', { name: `Void credit note ${noteNumber}` });
  await voiding.getByRole('textbox', { name: 'Reason for voiding' }).fill('Customer chose a refund instead');
  await voiding.getByRole('button', { name: 'Void' }).click();
  await expect(page.getByText(`Credit note ${noteNumber} is void`)).toBeVisible();
  await expect(page.getByText('Customer chose a refund instead').first()).toBeVisible();
  // The dialog fades out and the page reads the note again after the notification: until then a Void button remains.
  await expect(page.getByRole('button', { name: 'Void' })).toHaveCount(0);
  // The status chip; the note's History says Void too.
  await expect(page.getByText('Void', { exact: true }).first()).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/screens/credit-note-show.png`, fullPage: true });
  await darkScreenshot(page, 'credit-note-show');

  // An exchange of another order's line for a variant a new warehouse holds.
  const other = await deliveredOrder(page, 1);
  const [variant] = await api<{ id: number; sku: string }[]>(page, 'GET', `/svc/product/variants?filter=${encodeURIComponent(JSON.stringify({ q: 'a' }))}&range=[0,0]&sort=["id","DESC"]`);
  const { warehouse } = await stockedWarehouse(page, word, variant!.id);
  await page.goto('/apps/exchange-orders');
  await chooseOrder(page, 'New exchange', other.number);
  const exchange = page.getByRole('dialog', { name: `Exchange pieces of ${other.number}` });
  await exchange.getByRole('combobox', { name: 'Variant to send instead' }).fill(variant!.sku);
  await page.getByRole('option', { name: variant!.sku, exact: true }).click();
  await expect(exchange.getByRole('alert')).toContainText(/The customer pays|A credit note gives back|Same value/);
  await exchange.getByRole('textbox', { name: 'Reason' }).fill('Wrong colour');
  await exchange.getByRole('radio', { name: 'Write off' }).check();
  await exchange.getByRole('combobox', { name: 'Warehouse' }).click();
  await page.getByRole('option', { name: warehouse.name }).click();
  await page.screenshot({ path: `${SCREENS}/screens/exchange-dialog.png` });
  await exchange.getByRole('button', { name: 'Exchange' }).click();
  await expect(page.getByText(/^Exchange recorded/)).toBeVisible();
  const exchanged = page.getByRole('row').filter({ hasText: other.number });
  await expect(exchanged).toContainText(other.lines[0]!.sku);
  await expect(exchanged).toContainText(variant!.sku);
  await page.screenshot({ path: `${SCREENS}/screens/exchange-orders.png`, fullPage: true });
  await darkScreenshot(page, 'exchange-orders');
});
