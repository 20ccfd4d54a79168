import { expect, test, type Page } from './fixtures';
import { signIn } from './session';

const SCREENS = process.env.E2E_OUTPUT ?? 'test-results';
const word = `nt${Date.now().toString(36)}`;

/** The browser's local time a few seconds from now, as a datetime-local input takes it (the staff member's zone). */
const localSoon = (page: Page, seconds: number) =>
  page.evaluate((ahead) => {
    const at = new Date(Date.now() + ahead * 1000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
  }, seconds);

test('a notification composed, previewed, scheduled, sent by the job and seen in the outbox', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/apps/notifications');
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(`Wholesale week ${word}, {{first_name}}`);
  await page.getByLabel('Message').fill('Trade prices on every lot this week.');
  await page.getByLabel('Deep link').fill('/collections/wholesale');
  await page.getByRole('checkbox', { name: 'Push' }).check();
  await page.getByRole('radio', { name: 'A segment' }).check();
  await page.getByLabel('Customer tags').fill('wholesale');
  await page.getByLabel('Customer tags').press('Enter');
  await page.screenshot({ path: `${SCREENS}/screens/notification-compose.png`, fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/notifications\/\d+\/show$/);

  const sending = page.getByRole('region', { name: 'Sending' }).or(page.locator('div.MuiCard-root').filter({ hasText: 'Sending' })).first();
  await expect(sending.getByText(/customers? will receive it/)).toBeVisible();
  await expect(sending.getByRole('figure', { name: 'Preview' })).toContainText('Trade prices on every lot this week.');
  await page.getByLabel('Send at').fill(await localSoon(page, 6));
  await sending.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText(/Scheduled for .+\(.+\)/)).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/screens/notification-scheduled.png`, fullPage: true });

  // The job sends it at its moment; the page follows the delivery counts, then the outbox fills.
  await expect(page.getByText('Sent: ', { exact: false }).first()).toBeVisible({ timeout: 60_000 });
  const outbox = page.getByRole('table', { name: 'Outbox' });
  await expect(outbox.getByRole('row').nth(1)).toBeVisible({ timeout: 60_000 });
  await expect(outbox).toContainText(`Wholesale week ${word}`);
  await expect(outbox.getByRole('cell', { name: 'Push' }).first()).toBeVisible();
  await expect(page.getByText('Pending: 0')).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: `${SCREENS}/screens/notification-outbox.png`, fullPage: true });

  // The app bar hides while the page is scrolled down (the outbox's rows scrolled it).
  await page.evaluate('window.scrollTo(0, 0)');
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.getByRole('table', { name: "Boîte d'envoi" })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/screens/notification-outbox-fr.png`, fullPage: true });
  await page.getByRole('button', { name: 'Français' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
});

test('a storefront script edited in the code editor, its diff shown before saving, then rolled back', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/apps/script/manage');
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByLabel('Name').fill(`Pixel ${word}`);
  const editor = page.getByRole('textbox', { name: 'Code' });
  await editor.click();
  await page.keyboard.type("window.pixel = 'one';");
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/scripts\/\d+$/);

  await editor.click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type("window.pixel = 'two';");
  await page.getByRole('button', { name: 'Review changes and save' }).click();
  const dialog = page.getByRole('dialog', { name: /Changes against the live version 1/ });
  await expect(dialog.getByRole('status')).toHaveText('1 change');
  await expect(dialog.getByTestId('script-diff').locator('.cm-changedLine').first()).toBeVisible();
  await expect(dialog.getByTestId('script-diff')).toContainText("window.pixel = 'two';");
  await page.screenshot({ path: `${SCREENS}/screens/script-diff.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const versions = page.getByRole('table', { name: 'Versions' });
  await expect(versions.getByRole('cell', { name: '2 (live)' })).toBeVisible();

  await versions.getByRole('row').filter({ has: page.getByRole('cell', { name: '1', exact: true }) }).getByRole('button', { name: 'Restore' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(versions.getByRole('cell', { name: '3 (live)' })).toBeVisible();
  await expect(versions.getByText('Restores version 1')).toBeVisible();
  await expect(editor).toHaveText("window.pixel = 'one';");
  await page.screenshot({ path: `${SCREENS}/screens/script-versions.png`, fullPage: true });
});
