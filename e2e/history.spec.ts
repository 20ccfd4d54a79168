import { expect, test } from './fixtures';
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
