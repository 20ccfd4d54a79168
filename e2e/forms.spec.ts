import { expect, test, type Page } from './fixtures';
import { signIn } from './session';

const UNSAVED = "Some of your changes weren't saved. Are you sure you want to ignore them?";
/** The side menu's Categories entry. */
const categoriesEntry = (page: Page) => page.locator('a', { hasText: /^Categories$/ });

/** Leaves (or tries to) through `go`, answers the warning it must raise, and tells its message. */
const leave = async (page: Page, go: () => Promise<unknown>, accept: boolean) => {
  const dialog = page.waitForEvent('dialog');
  const going = go();
  const warning = await dialog;
  await (accept ? warning.accept() : warning.dismiss());
  await going;
  return warning.message();
};

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
  expect(await leave(page, () => categories.click(), false)).toBe(UNSAVED);
  await expect(page).toHaveURL(form);
  await expect(name).toHaveValue('Ekaya, not saved');

  // The browser's back button too (history.back(): page.goBack() would wait for a navigation the block undoes).
  expect(await leave(page, () => page.evaluate('history.back()'), false)).toBe(UNSAVED);
  await expect(page).toHaveURL(form);
  await expect(name).toHaveValue('Ekaya, not saved');

  // Accepted, the menu entry leads away and nothing was saved.
  expect(await leave(page, () => categories.click(), true)).toBe(UNSAVED);
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

// react-admin warned about the part forms' meta on every render; the fixture fails on any console warning.
test('the employee edit page opens and switches parts without a console warning', async ({ page }) => {
  await page.goto('/employees/2');
  await page.getByRole('tab', { name: 'Information' }).click();
  await expect(page.getByLabel('Designation')).toBeVisible();
  await page.getByRole('tab', { name: 'Account' }).click();
  await expect(page.getByLabel('Mobile')).toBeVisible();
});
