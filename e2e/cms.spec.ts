import { expect, test, type Page } from './fixtures';
import { listSettled } from './lists';
import { signIn } from './session';

const SCREENS = process.env.E2E_OUTPUT ?? 'test-results';
const word = `cms${Date.now().toString(36)}`;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

type Layout = { containers: { id: number; version: number; sections: { type: string; title: string; items: { product?: { title: string } }[] }[] }[] };

/** Titles of two products the storefront shows: the seeded homepage's grid, read from the public endpoint (no token). */
const activeProducts = async (page: Page) => {
  const answer = await page.request.get('/svc/cms/public/layout/web');
  const home = ((await answer.json()) as Layout).containers.find((container) => container.sections.some((section) => section.type === 'product_grid'));
  const titles = home!.sections.find((section) => section.type === 'product_grid')!.items.map((item) => item.product!.title);
  return [titles[0]!, titles.find((title) => title !== titles[0])!];
};

const addSection = async (page: Page, type: string, title: string) => {
  await page.getByRole('button', { name: 'Add a section' }).click();
  await page.getByRole('menuitem', { name: type }).click();
  await expect(page).toHaveURL(/\/sections\/create\?source=/);
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/sections\/\d+$/);
};

const addContent = async (page: Page, type: string, fill: () => Promise<void>) => {
  await page.getByRole('button', { name: 'Add content' }).click();
  await page.getByRole('menuitem', { name: type }).click();
  await expect(page).toHaveURL(/\/contents\/create\?source=/);
  await fill();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/sections\/\d+$/);
};

const publicLayout = async (page: Page, containerId: number) => {
  const answer = await page.request.get('/svc/cms/public/layout/web');
  expect(answer.status()).toBe(200);
  return { answer, mine: ((await answer.json()) as Layout).containers.find((container) => container.id === containerId) };
};

/** Moves a section one place up from the keyboard, as a screen-reader user would: pick, arrow, drop, each step announced. */
const moveUpByKeyboard = async (page: Page, name: string) => {
  await page.getByRole('button', { name: `Move ${name}` }).focus();
  await page.keyboard.press('Space');
  // Picked up: the live region then tells where it is (the last of two), and after the arrow where it went.
  await expect(page.getByRole('status').filter({ hasText: `${name} is now at position 2 of 2.` })).toBeAttached();
  // dnd-kit's keyboard sensor listens for arrows from a timer after the pick-up, which a loaded machine
  // may run after the announcement: an arrow before it is not heard, so the arrow goes again until it is
  // (at the top, another arrow moves nothing).
  await expect(async () => {
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('status').filter({ hasText: `${name} is now at position 1 of 2.` })).toBeAttached({ timeout: 1000 });
  }).toPass();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: `${name} dropped at position 1 of 2.` })).toBeAttached();
};

const sectionNames = (page: Page) => page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Move / }) });

test.beforeEach(async ({ page }) => signIn(page, 'admin'));

test('build a web homepage, reorder it by keyboard, preview it at two widths, publish it and roll it back', async ({ page }) => {
  test.setTimeout(180_000);
  const [first, second] = await activeProducts(page);

  await page.goto('/apps/containers/web');
  await expect(page).toHaveURL(/\/containers\?filter=/);
  await listSettled(page);
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByLabel('Name').fill(`Diwali home ${word}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/containers\/\d+\/show$/);
  const containerId = Number(/\/containers\/(\d+)\/show/.exec(page.url())![1]);
  const containerPage = page.url();

  await addSection(page, 'Banner', 'Festive sale');
  await addContent(page, 'Image', async () => {
    await page.getByRole('textbox', { name: 'Title' }).fill('Up to 40% off');
    await page.getByTestId('content-image-file').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.locator('#main-content img[src^="/svc/media/"]')).toBeVisible();
    await page.getByLabel('Link').fill('/sale');
  });

  await page.goto(containerPage);
  await addSection(page, 'Product grid', 'New in');
  for (const title of [first!, second!])
    await addContent(page, 'Product', async () => {
      await page.getByRole('combobox', { name: 'Product', exact: true }).fill(title);
      await page.getByRole('option', { name: title }).first().click();
    });
  await expect(page.getByRole('listitem').filter({ hasText: first! })).toBeVisible();

  // Reorder from the keyboard: the product grid goes above the banner.
  await page.goto(containerPage);
  await expect(sectionNames(page)).toHaveCount(2);
  await expect(sectionNames(page).first()).toContainText('Festive sale');
  const moved = page.waitForResponse((response) => /\/sections\/\d+\/move$/.test(response.url()));
  await moveUpByKeyboard(page, 'New in');
  expect((await moved).status()).toBe(200);
  await expect(page.getByText('New order saved')).toBeVisible();
  await page.reload();
  await expect(sectionNames(page).first()).toContainText('New in');

  // The preview: phone and laptop side by side, then a tablet alone.
  await page.getByRole('link', { name: 'Preview' }).click();
  await expect(page).toHaveURL(new RegExp(`/apps/containers/preview\\?container=${containerId}`));
  const phone = page.getByTestId('preview-frame-xs');
  const laptop = page.getByTestId('preview-frame-lg');
  await expect(phone.getByText(first!)).toBeVisible();
  await expect(laptop.getByText(second!)).toBeVisible();
  await expect(laptop.getByText('Up to 40% off')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/screens/cms-preview-xs-lg.png`, fullPage: true });
  await page.getByRole('button', { name: 'md · 768 px' }).click();
  await page.getByRole('button', { name: 'xs · 375 px' }).click();
  await page.getByRole('button', { name: 'lg · 992 px' }).click();
  await expect(page.getByTestId('preview-frame-md')).toBeVisible();
  await expect(phone).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/screens/cms-preview-md.png`, fullPage: true });

  // Publish: the storefront endpoint, without a staff token, shows the grid first.
  await page.goto(containerPage);
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Version 1 published')).toBeVisible();
  const published = await publicLayout(page, containerId);
  expect(published.mine?.sections.map((section) => section.title)).toEqual(['New in', 'Festive sale']);
  expect(published.mine?.sections[0]!.items.map((item) => item.product?.title)).toEqual([first, second]);
  const etag = published.answer.headers().etag!;
  const cached = await page.request.get('/svc/cms/public/layout/web', { headers: { 'If-None-Match': etag } });
  expect(cached.status()).toBe(304);

  // A second version with the banner back on top, then a rollback to the first.
  await moveUpByKeyboard(page, 'Festive sale');
  await expect(page.getByText('New order saved')).toBeVisible();
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Version 2 published')).toBeVisible();
  expect((await publicLayout(page, containerId)).mine?.sections.map((section) => section.title)).toEqual(['Festive sale', 'New in']);

  const versions = page.getByRole('table', { name: 'Versions' });
  await versions.getByRole('row').filter({ hasText: 'Earlier' }).getByRole('button', { name: 'Restore' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Version 1 restored and live')).toBeVisible();
  await expect(versions.getByRole('row').filter({ hasText: 'Restore of version 1' })).toContainText('Live');
  const rolledBack = await publicLayout(page, containerId);
  expect(rolledBack.mine?.version).toBe(3);
  expect(rolledBack.mine?.sections.map((section) => section.title)).toEqual(['New in', 'Festive sale']);
  await page.screenshot({ path: `${SCREENS}/screens/cms-container.png`, fullPage: true });
});
