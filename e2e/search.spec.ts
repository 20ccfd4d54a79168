import { expect, test, type Page } from './fixtures';
import { apiGet } from './orderApi';
import { storedValue } from './authStorage';
import { signIn } from './session';

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search the console' });

test.describe('global search', () => {
  test('ctrl+K finds an order by its number and opens it; / finds a page by its name', async ({ page }) => {
    await signIn(page, 'admin');
    const [order] = await apiGet<{ id: number; number: string }[]>(page, '/svc/order/orders?sort=["id","ASC"]&range=[0,0]');
    await page.locator('#main-content').click();
    await page.keyboard.press('Control+k');
    await searchBox(page).fill(order!.number);
    const option = page.getByRole('option', { name: new RegExp(order!.number) });
    await expect(option.first()).toBeVisible();
    await expect(page.getByRole('option').first()).toContainText(order!.number);
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/orders/${order!.id}/show`));
    await expect(page.getByText(order!.number).first()).toBeVisible();

    await page.locator('#main-content').click();
    await page.keyboard.press('/');
    await searchBox(page).fill('brands');
    await expect(page.getByRole('option').first()).toContainText('Brands');
    await searchBox(page).press('ArrowDown');
    await searchBox(page).press('ArrowUp');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/brands/);
    await expect(searchBox(page)).toHaveCount(0);
  });

  test('a starred page comes first; Esc closes the search', async ({ page }) => {
    await signIn(page, 'editor');
    await page.getByRole('button', { name: /^Search/ }).click();
    await searchBox(page).fill('categories');
    await page.getByRole('button', { name: 'Star Categories' }).click();
    await expect(page.getByRole('button', { name: 'Remove the star of Categories' })).toBeVisible();
    await searchBox(page).press('Escape');
    await expect(searchBox(page)).toHaveCount(0);
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('option').first()).toContainText('Categories');
    await page.getByRole('button', { name: 'Remove the star of Categories' }).click();
    await expect(page.getByRole('option')).toHaveCount(0);
  });
});

test('the profile page: language and theme kept for the next sign-in, sessions, starred pages', async ({ page, browser, pagePolicy }, testInfo) => {
  // Four sign-ins (each an argon2 verification) on a shared machine.
  test.setTimeout(150_000);
  await signIn(page, 'admin');
  const stamp = Date.now().toString(36);
  const staff = { email: `profile.${stamp}@example.com`, password: 'Profile#2026' };
  const roles = await apiGet<{ body: { id: number; name: string }[] }>(page, '/svc/employee/api/v1/roles');
  const editorRole = roles.body.find((role) => role.name === 'editor')!;
  const created = await page.request.post('/svc/employee/api/v1/employee', {
    headers: { authorization: `Bearer ${await storedValue(page, 'token')}` },
    data: { first_name: 'Meera', last_name: 'Iyer', mobile: '9820012377', password: staff.password, email: staff.email, role_id: editorRole.id },
  });
  expect(created.ok()).toBe(true);
  const id = (await created.json()).body.id as number;

  const context = await browser.newContext();
  await pagePolicy.watch(context);
  const own = await context.newPage();
  await signIn(own, staff);
  // A second session of the same employee, to sign out from the profile.
  const other = await browser.newContext();
  await signIn(await other.newPage(), staff);

  await own.goto(`/apps/profile/${id}`);
  await expect(own.getByText(staff.email).first()).toBeVisible();
  await expect(own.getByRole('heading', { name: 'Sessions' })).toBeVisible();
  await expect(own.getByText('This session')).toBeVisible();
  await own.getByRole('button', { name: 'Sign out the other sessions' }).click();
  await expect(own.getByText('Signed out of 1 other session')).toBeVisible();
  await expect(own.getByText('No other session is open')).toBeVisible();
  await own.screenshot({ path: testInfo.outputPath('profile-en.png'), fullPage: true });

  await own.getByRole('combobox', { name: 'Language' }).click();
  await own.getByRole('option', { name: 'Français' }).click();
  await expect(own.getByRole('heading', { name: 'Langue et thème' })).toBeVisible();
  await own.getByRole('combobox', { name: 'Thème' }).click();
  await own.getByRole('option', { name: 'Sombre' }).click();
  await expect(own.getByText('Enregistré : appliqué à chaque connexion')).toBeVisible();
  await own.screenshot({ path: testInfo.outputPath('profile-fr-dark.png'), fullPage: true });

  // A new sign-in elsewhere opens in the chosen language.
  const later = await browser.newContext();
  await pagePolicy.watch(later);
  const next = await later.newPage();
  await signIn(next, staff);
  await expect(next.getByRole('button', { name: /^Rechercher/ })).toBeVisible();
  await Promise.all([context.close(), other.close(), later.close()]);
});
