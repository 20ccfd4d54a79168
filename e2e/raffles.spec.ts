import { createHash } from 'node:crypto';
import { typedMoment } from './typedMoment';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { api } from './api';
import { signIn } from './session';

const SCREENS = process.env.E2E_OUTPUT ?? 'test-results';
const word = `drop${Date.now().toString(36)}`;
const ZONE = 'Europe/Paris';
const HOUR = 3_600_000;

// A staff member in Paris: the window is typed and shown on Paris's clock and stored in UTC.
test.use({ timezoneId: ZONE });

const toMinute = (at: Date) => new Date(Math.floor(at.getTime() / 60_000) * 60_000).toISOString();

const chooseLanguage = async (page: Page, from: string, to: string) => {
  // The app bar hides while the page is scrolled down (to the export button): back at the top it shows.
  await page.evaluate('window.scrollTo(0, 0)');
  await page.getByRole('button', { name: from }).click();
  await page.getByRole('menuitem', { name: to }).click();
};

test('a raffle is created, takes entries, commits its seed, is drawn once and verified', async ({ page, pagePolicy }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin');
  const [variant] = await api<{ id: number; sku: string }[]>(page, 'GET', '/svc/product/variants?range=[0,0]&sort=["id","ASC"]');
  await api(page, 'POST', '/svc/customer/customers', {
    first_name: 'Zoya',
    last_name: `Khan ${word}`,
    email: `zoya.${word}@example.in`,
    addresses: [],
  });

  await page.goto('/apps/raffle');
  await expect(page).toHaveURL(/\/raffles\/create$/);
  const main = page.locator('#main-content');
  await expect(main.getByText(`Times are in your time zone (${ZONE})`)).toBeVisible();
  await page.getByLabel('Name').fill(`Sneaker drop ${word}`);
  await page.getByLabel('Variants').fill(variant!.sku);
  await page.getByRole('option', { name: variant!.sku }).click();
  const opens = new Date(Date.now() - HOUR);
  const closes = new Date(Date.now() + 48 * HOUR);
  await page.getByLabel('Entries open').fill(typedMoment(opens, ZONE));
  await page.getByLabel('Entries close').fill(typedMoment(closes, ZONE));
  await page.getByLabel('Number of winners').fill('2');
  await page.getByLabel('Hours to buy').fill('24');
  await page.getByRole('radio', { name: 'Every active customer' }).check();
  await page.screenshot({ path: `${SCREENS}/screens/raffle-form.png`, fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/raffles\/\d+$/);
  const raffleId = Number(new URL(page.url()).pathname.split('/')[2]);
  const stored = await api<{ entry_starts_at: string; entry_ends_at: string }>(page, 'GET', `/svc/product/raffles/${raffleId}`);
  expect([stored.entry_starts_at, stored.entry_ends_at].map((at) => new Date(at).toISOString())).toEqual([toMinute(opens), toMinute(closes)]);

  // One entry by hand, refused the second time at the customer input; five generated from the eligible customers.
  const entries = page.locator('section[aria-labelledby="raffle-entries-title"]');
  const addEntry = async () => {
    await entries.getByRole('combobox', { name: 'Customer' }).fill(`Khan ${word}`);
    await page.getByRole('option', { name: `Zoya Khan ${word}` }).click();
    await entries.getByRole('button', { name: 'Add entry' }).click();
  };
  await addEntry();
  await expect(entries.getByRole('row').filter({ hasText: `zoya.${word}@example.in` })).toHaveCount(1);
  pagePolicy.allowFailedRequest(409, '/svc/product/raffle-entries', 'the second entry of one customer is refused on purpose');
  await addEntry();
  await expect(entries.getByText('This customer has already entered this raffle')).toBeVisible();
  await api(page, 'POST', `/svc/product/raffles/${raffleId}/generate-entries`, { count: 5 });
  await page.reload();
  await expect(entries.getByRole('row')).toHaveCount(7);

  const draw = page.locator('section[aria-labelledby="raffle-draw-title"]');
  await draw.getByRole('button', { name: 'Commit seed' }).click();
  const hash = (await api<{ seed_hash: string }>(page, 'GET', `/svc/product/raffles/${raffleId}`)).seed_hash;
  await expect(draw.getByText(hash)).toBeVisible();
  await draw.getByRole('button', { name: 'Close entries now' }).click();
  await draw.getByRole('button', { name: 'Run the draw' }).click();
  await expect(draw.getByText('Drawn', { exact: true }).first()).toBeVisible();
  const { seed } = await api<{ seed: string }>(page, 'GET', `/svc/product/raffles/${raffleId}`);
  expect(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex')).toBe(hash);
  await expect(draw.getByText(seed)).toBeVisible();
  await expect(entries.getByRole('row').filter({ hasText: 'Winner (may buy)' })).toHaveCount(2);
  await expect(draw.getByRole('button', { name: 'Run the draw' })).toHaveCount(0);

  await draw.getByRole('button', { name: 'Verify the draw' }).click();
  await expect(draw.getByRole('status')).toContainText('Verified: the seed matches its published hash');
  await expect(draw.getByRole('status')).toContainText('all 6 entries');
  await page.screenshot({ path: `${SCREENS}/screens/raffle-page.png`, fullPage: true });

  const downloading = page.waitForEvent('download');
  await entries.getByRole('button', { name: 'Export' }).click();
  const csv = await readFile((await (await downloading).path())!, 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).trim().split('\r\n');
  expect(lines[0]).toBe('customer,email,status,draw_position,right_expires_at (Asia/Kolkata),created_at (Asia/Kolkata)');
  expect(lines.filter((line) => line.startsWith(`Zoya Khan ${word},zoya.${word}@example.in,`))).toHaveLength(1);
  expect(lines).toHaveLength(7);

  await chooseLanguage(page, 'English', 'Français');
  await expect(draw.getByRole('button', { name: 'Vérifier le tirage' })).toBeVisible();
  await draw.getByRole('button', { name: 'Vérifier le tirage' }).click();
  await expect(draw.getByRole('status')).toContainText('Vérifié');
  await expect(main.getByText(`Les heures sont dans votre fuseau horaire (${ZONE})`)).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/screens/raffle-page-fr.png`, fullPage: true });
});
