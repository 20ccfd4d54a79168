import { expect, test, type Page } from './fixtures';
import { signIn } from './session';

const UNSAVED = "Some of your changes weren't saved. Are you sure you want to ignore them?";
/** The side menu's Categories entry. */
const categoriesEntry = (page: Page) => page.locator('a', { hasText: /^Categories$/ });

/** Answers the next dialog and tells its message. */
const answerDialog = (page: Page, accept: boolean) =>
  new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void (accept ? dialog.accept() : dialog.dismiss());
    });
  });

test.beforeEach(async ({ page }) => signIn(page, 'admin'));

test('leaving a form with unsaved changes asks first: cancel keeps the form, accept leaves', async ({ page }) => {
  const loaded = page.waitForResponse((response) => /\/svc\/product\/brands\/\d+$/.test(new URL(response.url()).pathname));
  await page.goto('/brands');
  await page.getByRole('row').nth(1).click();
  await loaded;
  await expect(page).toHaveURL(/\/brands\/\d+$/);
  const form = page.url();
  const name = page.getByLabel('Name');
  await name.fill('Ekaya, not saved');

  // A menu entry: the warning; cancelled, the form stays with the change.
  const categories = categoriesEntry(page);
  let asked = answerDialog(page, false);
  await categories.click();
  expect(await asked).toBe(UNSAVED);
  await expect(page).toHaveURL(form);
  await expect(name).toHaveValue('Ekaya, not saved');

  // The browser's back button too.
  asked = answerDialog(page, false);
  await page.goBack();
  expect(await asked).toBe(UNSAVED);
  await expect(page).toHaveURL(form);
  await expect(name).toHaveValue('Ekaya, not saved');

  // Accepted, the menu entry leads away and nothing was saved.
  asked = answerDialog(page, true);
  await categories.click();
  expect(await asked).toBe(UNSAVED);
  await expect(page).toHaveURL(/\/categories$/);
  await page.goto(form);
  await expect(name).not.toHaveValue('Ekaya, not saved');
});

test('a saved employee part leaves without a warning', async ({ page }) => {
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
  await page.goto('/employees/2');
  await page.getByRole('tab', { name: 'Information' }).click();
  await page.getByLabel('Designation').fill(`Editor, catalogue ${Date.now().toString(36)}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await categoriesEntry(page).click();
  await expect(page).toHaveURL(/\/categories$/);
});

test('the employee edit page logs no react-admin warnings', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/employees/2');
  await expect(page.getByRole('tab', { name: 'Information' })).toBeVisible();
  await page.getByRole('tab', { name: 'Information' }).click();
  await expect(page.getByLabel('Designation')).toBeVisible();
  await page.getByRole('tab', { name: 'Account' }).click();
  await expect(page.getByLabel('Mobile')).toBeVisible();
  expect(warnings).toEqual([]);
});
