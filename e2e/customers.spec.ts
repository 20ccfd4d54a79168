import { expect, test, type Page } from './fixtures';
import { signIn } from './session';

const SCREENS = process.env.E2E_OUTPUT ?? 'test-results';
const word = `kavya${Date.now().toString(36)}`;

const save = async (page: Page) => {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/customers\/\d+\/show$/);
};

test('a customer is added with an address filled from its pincode, found by q, edited and blocked with a reason', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin');

  await page.goto('/apps/customers/customer-add');
  await expect(page).toHaveURL(/\/customers\/create$/);
  await page.getByLabel('First name').fill('Kavya');
  await page.getByLabel('Last name').fill(`Iyer ${word}`);
  await page.getByLabel('Email').fill(`Kavya.${word}@Example.in`);
  await page.getByLabel('Mobile').fill('98450 12345');
  await page.getByRole('button', { name: 'Add' }).click();
  await page.getByLabel('Address line 1').fill('221, 12th Main, Indiranagar');
  await page.getByLabel('Pincode').fill('560038');
  // The first lookup after a start builds the pincode index: it may take a while under load.
  await expect(page.getByLabel('State')).toHaveValue('Karnataka', { timeout: 60_000 });
  await expect(page.getByLabel('City')).not.toHaveValue('');
  await page.screenshot({ path: `${SCREENS}/screens/customer-add.png`, fullPage: true });
  await save(page);
  const customerId = Number(new URL(page.url()).pathname.split('/')[2]);
  const main = page.locator('#main-content');
  await expect(main.getByText(`kavya.${word}@example.in`).first()).toBeVisible();
  await expect(main.getByText('+919845012345').first()).toBeVisible();
  await expect(main.getByRole('row').filter({ hasText: '560038' }).first()).toContainText('Karnataka');

  await page.goto('/apps/customers/customers-list');
  await expect(page).toHaveURL(/\/customers/);
  await page.getByPlaceholder('Search').fill(word);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row').nth(1)).toContainText(`Kavya Iyer ${word}`);
  await page.screenshot({ path: `${SCREENS}/screens/customers-list.png`, fullPage: true });
  await page.getByPlaceholder('Search').fill('98450 12345');
  await expect(page.getByRole('row').filter({ hasText: word })).toHaveCount(1);

  await page.goto(`/apps/customers/customer-edit/${customerId}`);
  await expect(page).toHaveURL(new RegExp(`/customers/${customerId}$`));
  await page.getByLabel('Last name').fill(`Iyer-Rao ${word}`);
  await page.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Blocked' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Give the reason for blocking, at least 3 characters')).toBeVisible();
  await page.getByLabel('Reason for blocking').fill('Refused three cash-on-delivery parcels');
  await page.screenshot({ path: `${SCREENS}/screens/customer-edit.png`, fullPage: true });
  await save(page);
  await expect(main.getByText('Blocked').first()).toBeVisible();
  await expect(main.getByText('Refused three cash-on-delivery parcels').first()).toBeVisible();
  await expect(main.getByText(`Iyer-Rao ${word}`).first()).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/screens/customer-show.png`, fullPage: true });

  await page.goto('/apps/customers/customers-list');
  await page.getByPlaceholder('Search').fill(word);
  await expect(page.getByRole('row').nth(1)).toContainText('Blocked');
});
