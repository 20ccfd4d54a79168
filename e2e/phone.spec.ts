import { basePrefix } from '@domain/bases';
import { SPEC_ROUTES, isPlanned, type SpecRoute } from '@domain/consoleRoutes';
import { getResource } from '@domain/resources';
import { expect, test, type Page } from './fixtures';
import { runAxe } from './axeRun';
import { apiGet } from './orderApi';
import { signIn } from './session';

const SCREENS = process.env.E2E_OUTPUT ?? 'test-results';
const PHONE = { width: 390, height: 844 };

/** The record or screen a route parameter names, when it is not the route's own resource. */
const PARAM_RESOURCES: Record<string, string> = { product_id: 'products', container_id: 'containers', profile_id: 'employees' };
/** The resource of a screen's `:id`. */
const SCREEN_RESOURCES: Partial<Record<NonNullable<SpecRoute['screen']>, string>> = {
  'collection-products': 'collections',
  'warehouse-stock': 'warehouses',
  'section-layout': 'containers',
};
/** The resource a create route's prefilled source field names. */
const SOURCE_RESOURCES: Record<string, string> = { container_id: 'containers', section_id: 'sections', rack_id: 'racks', product_id: 'products' };
const SAMPLES: Record<string, string> = { platform: 'web', section_type: 'banner', content_type: 'image' };

/** The first record of a resource, by the API. */
const firstId = async (page: Page, resource: string) => {
  const { base, apiPath } = getResource(resource);
  const answer = await apiGet<{ id: number }[] | { body: { id: number }[] }>(page, `${basePrefix(base)}/${apiPath}?range=[0,0]&sort=["id","ASC"]`);
  // The employee base answers in its envelope.
  return (Array.isArray(answer) ? answer : answer.body)[0]?.id;
};

/** The route's record pages and forms: create, edit and show redirects, and the screens of one record. */
const recordRoutes = SPEC_ROUTES.filter((route: SpecRoute) => !isPlanned(route) && (route.redirect ? route.redirect.view !== '' : Boolean(route.screen && route.screen !== 'dashboard')));
/**
 * Screens with phone tests of their own: the shopfloor's (laid out for a phone, without a card; stock.spec
 * receives and moves stock at 390 px) and the admin checkout (keyboard.spec places one).
 */
const SKIPPED = ['inbound-inventory', 'outbound-inventory', 'move-inventory', 'rack', 'admin-checkout'];

/** The path with every parameter filled with a real record's id, or undefined when there is none. */
const pathOf = async (page: Page, route: SpecRoute): Promise<string | undefined> => {
  let path: string = route.path;
  for (const [, name] of route.path.matchAll(/:([a-z_]+)/g)) {
    let value = SAMPLES[name!];
    if (value === undefined) {
      const viewParam = route.redirect?.view.slice(1).split('/')[0];
      const sourceField = Object.entries(route.redirect?.source ?? {}).find(([, template]) => template === `:${name}`)?.[0];
      const resource =
        name === viewParam ? route.redirect!.resource
        : sourceField ? SOURCE_RESOURCES[sourceField]
        : route.screen ? (SCREEN_RESOURCES[route.screen] ?? PARAM_RESOURCES[name!])
        : PARAM_RESOURCES[name!] ?? (name === 'id' ? 'containers' : undefined);
      if (!resource) return undefined;
      const id = await firstId(page, resource);
      if (id === undefined) return undefined;
      value = String(id);
    }
    path = path.replace(`:${name}`, value);
  }
  return path;
};

/** What a phone must never show: a page wider than the window, or a button out of it once scrolled to, or smaller than a finger. */
const PHONE_PROBLEMS = `(() => {
  const problems = [];
  if (document.documentElement.scrollWidth > innerWidth) problems.push('the page is ' + document.documentElement.scrollWidth + ' px wide');
  const buttons = [...document.querySelectorAll('#main-content button, #main-content [role="button"], #main-content a.MuiButton-root')];
  for (const button of buttons) {
    if (!button.checkVisibility({ visibilityProperty: true })) continue;
    button.scrollIntoView({ block: 'center', inline: 'nearest' });
    const box = button.getBoundingClientRect();
    const name = (button.getAttribute('aria-label') || button.textContent || button.className).trim().slice(0, 40);
    if (box.left < -1 || box.right > innerWidth + 1) problems.push('the button "' + name + '" is outside the window (' + Math.round(box.left) + '..' + Math.round(box.right) + ')');
    if (box.height < 43.5 && !button.closest('.MuiInputBase-root')) problems.push('the button "' + name + '" is ' + Math.round(box.height) + ' px high');
  }
  scrollTo(0, 0);
  return problems;
})()`;

/** The screen has loaded its code and data: its card or form shows, nothing loads. */
const settled = async (page: Page, label: string) => {
  await expect(page.locator('#main-content :is(.MuiCard-root, .MuiPaper-root, form)').first(), label).toBeVisible();
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root'), label).toHaveCount(0);
  await expect(page.locator('#main-content :is(.MuiCard-root, .MuiPaper-root, form)').first(), label).toBeVisible();
};

test.use({ viewport: PHONE });
test.beforeEach(async ({ page }) => signIn(page, 'admin'));

test('at 390 x 844 every record page and form of the route table fits the window, its buttons reachable and finger-sized', async ({ page, pagePolicy }) => {
  test.setTimeout(900_000);
  page.on('dialog', (dialog) => void dialog.accept());
  const shots = new Set(['/apps/product/view/:id', '/apps/product/add', '/apps/orders/view/:id', '/apps/orders/view-new/:id', '/apps/customers/customer-edit/:customer_id', '/apps/employees/employee-edit/:employee_id', '/apps/warehouse-variants/:id', '/apps/products/variant/:id', '/apps/collection/view/:id', '/apps/category/:id']);
  const found: string[] = [];
  await page.goto('/dashboard/analytics');
  for (const route of recordRoutes) {
    if (route.screen && SKIPPED.includes(route.screen)) continue;
    const path = await pathOf(page, route);
    if (!path) continue;
    await page.evaluate(`history.pushState({ usr: null, key: 'walk', idx: (history.state?.idx ?? 0) + 1 }, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'))`);
    if (route.redirect) await expect(page, route.path).not.toHaveURL((url) => url.pathname === path.split('?')[0]);
    await settled(page, route.path);
    found.push(...((await page.evaluate(PHONE_PROBLEMS)) as string[]).map((problem) => `${route.path}: ${problem}`));
    if (shots.has(route.path)) await page.screenshot({ path: `${SCREENS}/phone/${route.path.replace(/[/:]+/g, '_')}.png`, fullPage: true });
    await pagePolicy.checkAccessibility();
  }
  expect(found).toEqual([]);
});

test('at 390 x 844 the app bar shows the title first and one menu holds the language, theme and signing out', async ({ page }) => {
  await page.goto('/products');
  const options = page.getByRole('button', { name: 'Options: language, theme and account' });
  await expect(options).toBeVisible();
  await expect(page.getByRole('button', { name: 'English' })).toHaveCount(0);
  await options.click();
  await expect(page.getByRole('menuitemradio', { name: 'Français' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Dark theme' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/phone/app-bar-menu.png` });
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  await expect(page.getByRole('button', { name: 'Options : langue, thème et compte' })).toBeVisible();
});

/**
 * What a card cuts at the window's edge: an element reaching past either side of the window that no
 * scrolling box of its own holds (a card's hidden overflow would clip it out of reach).
 */
const CUT_AT_THE_EDGE = `(() => {
  const cut = [];
  const main = document.querySelector('#main-content');
  const scrolls = (element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
  for (const element of main.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (!box.width || (box.left >= -1 && box.right <= innerWidth + 1)) continue;
    let holder = element.parentElement;
    while (holder && holder !== main && !scrolls(holder)) holder = holder.parentElement;
    if (holder && holder !== main) continue;
    cut.push(element.tagName.toLowerCase() + ' "' + (element.textContent ?? '').trim().slice(0, 30) + '" ' + Math.round(box.left) + '..' + Math.round(box.right));
    if (cut.length === 10) break;
  }
  return cut;
})()`;

test('at 390 x 844 an order view cuts nothing at the window’s edge: its lines’ net, GST and tax, its payments and channel show', async ({ page }) => {
  await page.goto('/dashboard/analytics');
  const id = await firstId(page, 'orders');
  for (const path of [`/apps/orders/view-new/${id}`, `/apps/orders/view/${id}`]) {
    await page.goto(path);
    await settled(page, path);
    const lines = page.getByRole('list', { name: 'Lines' });
    await expect(lines.getByRole('definition').first()).toBeVisible();
    expect(await page.evaluate(CUT_AT_THE_EDGE), path).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/phone/order${path.replace(/[/:]+/g, '_')}.png`, fullPage: true });
  }
});

/** The record a list route's fixed filter names (a rack's shelves, a container's sections, a section's contents). */
const FILTER_RESOURCES: Record<string, string> = { rack_id: 'racks', container_id: 'containers', section_id: 'sections' };
/** The lists of the route table: every path that opens a resource's list. */
const listRoutes = SPEC_ROUTES.filter((route: SpecRoute) => !isPlanned(route) && route.redirect?.view === '');

/** The list route's path with its parameters filled from real records, or undefined when there is none. */
const listPathOf = async (page: Page, route: SpecRoute): Promise<string | undefined> => {
  let path: string = route.path;
  for (const [, name] of route.path.matchAll(/:([a-z_]+)/g)) {
    let value = SAMPLES[name!];
    if (value === undefined) {
      const field = Object.entries(route.redirect?.filter ?? {}).find(([, template]) => template === `:${name}`)?.[0];
      const resource = field && FILTER_RESOURCES[field];
      const id = resource ? await firstId(page, resource) : undefined;
      if (id === undefined) return undefined;
      value = String(id);
    }
    path = path.replace(`:${name}`, value);
  }
  return path;
};

/** The list shows its cards (or that it has none, or the empty page of a list never filled), nothing loads, and no table shows. */
const listSettled = async (page: Page, label: string) => {
  await expect(page.locator('#main-content :is(.ConsoleCardList, .ConsoleCardList-empty, .RaList-noResults)').first(), label).toBeVisible();
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root'), label).toHaveCount(0);
  await expect(page.locator('#main-content table'), label).toHaveCount(0);
};

test('at 390 x 844 every list of the route table shows cards that fit the window, its buttons reachable and finger-sized', async ({ page, pagePolicy }) => {
  test.setTimeout(900_000);
  const shots = new Set([
    '/apps/products',
    '/apps/all-variants',
    '/apps/orders',
    '/apps/customers/customers-list',
    '/apps/employees/employees-list',
    '/apps/credit-notes',
    '/apps/categories',
    '/apps/containers/web',
    '/apps/coupons/list',
    '/apps/return-orders',
  ]);
  const found: string[] = [];
  const walked: string[] = [];
  await page.goto('/dashboard/analytics');
  for (const route of listRoutes) {
    const path = await listPathOf(page, route);
    if (!path) continue;
    await page.evaluate(`history.pushState({ usr: null, key: 'walk', idx: (history.state?.idx ?? 0) + 1 }, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'))`);
    await expect(page, route.path).not.toHaveURL((url) => url.pathname === path);
    await listSettled(page, route.path);
    walked.push(route.path);
    found.push(...((await page.evaluate(PHONE_PROBLEMS)) as string[]).map((problem) => `${route.path}: ${problem}`));
    if (shots.has(route.path)) await page.screenshot({ path: `${SCREENS}/phone/list${route.path.replace(/[/:]+/g, '_')}.png`, fullPage: true });
    await pagePolicy.checkAccessibility();
  }
  expect(found).toEqual([]);
  // Every list but one whose parameter names no seeded record (a section's contents may have none to open).
  expect(walked.length).toBeGreaterThanOrEqual(listRoutes.length - 1);
});

test('at 390 x 844 a list filters in a drawer, shows more with a button, and selects cards for a bar of bulk actions', async ({ page, pagePolicy }) => {
  await page.goto('/apps/all-variants');
  await listSettled(page, 'variants');
  const cards = page.getByRole('list', { name: 'Records' }).getByRole('listitem');
  await expect(cards).toHaveCount(10);
  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filter the list' });
  await expect(drawer.getByPlaceholder('Search')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/phone/list-filter-drawer.png` });
  expect(await page.evaluate(PHONE_PROBLEMS.replaceAll('#main-content', '[role="dialog"]'))).toEqual([]);
  await pagePolicy.checkAccessibility();
  await drawer.getByPlaceholder('Search').fill('-');
  await drawer.getByRole('button', { name: 'Show results' }).click();
  await expect(page.getByRole('button', { name: 'Filters: 1 set' })).toBeVisible();
  await expect(cards.first()).toBeVisible();

  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(cards).toHaveCount(20);

  await cards.nth(0).getByRole('checkbox', { name: 'Select this row' }).check();
  await cards.nth(1).getByRole('checkbox', { name: 'Select this row' }).check();
  const bar = page.getByRole('toolbar', { name: '2 items selected' });
  await expect(bar).toBeVisible();
  const box = await bar.boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height + 1);
  await page.screenshot({ path: `${SCREENS}/phone/list-bulk-bar.png` });
  await bar.getByRole('button', { name: 'Unselect' }).click();
  await expect(bar).toHaveCount(0);

  // The keyboard opens a card: Tab reaches its link, Enter follows it.
  const link = cards.nth(2).locator('a.ConsoleCard-open');
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/variants\/\d+\/show$/);
});

test('at 390 x 844 the dashboard’s period buttons fit the window', async ({ page }) => {
  await page.goto('/dashboard/analytics');
  const periods = page.getByRole('group', { name: 'Period' });
  await expect(periods).toBeVisible();
  expect(await page.evaluate(PHONE_PROBLEMS)).toEqual([]);
  for (const button of await periods.getByRole('button').all()) {
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
  await page.screenshot({ path: `${SCREENS}/phone/dashboard.png` });
});

/** react-admin's store key of the console's theme (e2e/accessibility.ts sets it the same way). */
const THEME_KEY = 'RaStorebackoffice.theme';
/** Shows the console in `theme`, as the theme menu would, without leaving the screen. */
const showTheme = async (page: Page, theme: 'light' | 'dark') => {
  const background = await page.evaluate(`getComputedStyle(document.body).backgroundColor`);
  await page.evaluate(
    `localStorage.setItem('${THEME_KEY}', '"${theme}"'); dispatchEvent(new StorageEvent('storage', { key: '${THEME_KEY}', newValue: '"${theme}"', storageArea: localStorage }))`,
  );
  await expect.poll(() => page.evaluate(`getComputedStyle(document.body).backgroundColor`)).not.toBe(background);
};

/** axe-core (WCAG 2.1 A and AA) finds nothing on the page as it stands, in the light theme and then the dark. */
const axeCleanInBothThemes = async (page: Page, shot: string) => {
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') await showTheme(page, 'dark');
    await page.screenshot({ path: `${SCREENS}/phone/${shot}-${theme}.png` });
    const { violations } = await runAxe(page, { tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
    expect(violations.map((violation) => `${theme}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`)).toEqual([]);
  }
  await showTheme(page, 'light');
};

/** The toolbar's buttons a finger taps (react-admin's floating create button apart): their boxes. */
const TOOLBAR_BUTTONS = `[...document.querySelector('#main-content .RaList-actions').querySelectorAll('button, a')]
  .filter((button) => button.checkVisibility() && getComputedStyle(button).position !== 'fixed')
  .map((button) => { const box = button.getBoundingClientRect(); return { name: (button.getAttribute('aria-label') || button.textContent).trim(), top: Math.round(box.top), left: box.left, right: box.right, height: box.height }; })`;

test('at 390 x 844 a list’s filter button, counting the filters set, shares one row with its other actions', async ({ page }) => {
  for (const path of ['/apps/all-variants', '/apps/products', '/apps/orders', '/apps/customers/customers-list', '/apps/categories']) {
    await page.goto(path);
    await listSettled(page, path);
    // The drawer's code comes with the first list of cards.
    await expect(page.locator('.ConsoleFilterDrawer-button'), path).toBeVisible();
    const buttons = (await page.evaluate(TOOLBAR_BUTTONS)) as { name: string; top: number; left: number; right: number; height: number }[];
    const filter = buttons.find((button) => button.name.startsWith('Filters'));
    expect(filter, path).toBeDefined();
    expect(buttons.length, `${path}: the filter button alone`).toBeGreaterThan(1);
    for (const button of buttons) {
      expect(Math.abs(button.top - filter!.top), `${path}: ${button.name} on the filter button's row`).toBeLessThanOrEqual(2);
      expect(button.height, `${path}: ${button.name}`).toBeGreaterThanOrEqual(44);
      expect(button.left, `${path}: ${button.name}`).toBeGreaterThanOrEqual(0);
      expect(button.right, `${path}: ${button.name}`).toBeLessThanOrEqual(PHONE.width);
    }
  }
  await page.goto('/apps/all-variants');
  await listSettled(page, 'variants');
  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filter the list' });
  await drawer.getByPlaceholder('Search').fill('-');
  await drawer.getByRole('button', { name: 'Show results' }).click();
  await expect(page.getByRole('button', { name: 'Filters: 1 set' })).toBeVisible();
  await expect(page.locator('.ConsoleFilterDrawer-button .MuiBadge-badge')).toHaveText('1');
  await axeCleanInBothThemes(page, 'list-toolbar');
});

/** Slides a finger `dx` px sideways across `box` (from its right part leftwards, or its left part rightwards), as Chromium's touch events: pointer events of type touch. */
const swipe = async (page: Page, box: { x: number; y: number; width: number; height: number }, dx: number) => {
  const cdp = await page.context().newCDPSession(page);
  const y = box.y + box.height / 2;
  const x = box.x + box.width * (dx < 0 ? 0.7 : 0.3);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 8; step += 1) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * step) / 8, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
};

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('at 390 x 844 the category tree opens its branches under their cards, by touch and by keyboard, and a card swipes to its actions', async ({ page }) => {
    await page.goto('/apps/categories');
    await listSettled(page, 'categories');
    const tree = page.getByRole('list', { name: 'Records' }).first();
    const women = tree.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Rows under Women', exact: true }) });

    // A tap opens a branch: its subcategories show as cards one level in.
    const womenBranch = page.getByRole('button', { name: 'Rows under Women', exact: true });
    await expect(womenBranch).toHaveAttribute('aria-expanded', 'false');
    await womenBranch.tap();
    await expect(womenBranch).toHaveAttribute('aria-expanded', 'true');
    const indianWear = page.getByRole('button', { name: /^Rows under .*Indian Wear$/ });
    await expect(indianWear).toBeVisible();
    expect((await indianWear.boundingBox())!.x).toBeGreaterThan((await womenBranch.boundingBox())!.x);
    // The keyboard opens the next level: Tab goes from the card's toggle to its actions button, then into its branch.
    await womenBranch.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Actions: Women', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(indianWear).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(indianWear).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.ConsoleCard-branch .ConsoleCard-branch .ConsoleCard').first()).toBeVisible();
    expect(await page.evaluate(PHONE_PROBLEMS)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/phone/categories-tree.png`, fullPage: true });

    // A swipe to the left slides a card aside over its actions.
    const men = tree.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Rows under Men', exact: true }) }).first();
    await men.scrollIntoViewIfNeeded();
    const tray = men.locator('.ConsoleCard-tray');
    await expect(tray).toBeHidden();
    await swipe(page, (await men.boundingBox())!, -200);
    await expect(tray).toBeVisible();
    await expect(men.getByRole('button', { name: 'Actions: Men', exact: true })).toHaveAttribute('aria-expanded', 'true');
    for (const action of await tray.getByRole('button').or(tray.getByRole('link')).all()) {
      const box = (await action.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    await axeCleanInBothThemes(page, 'categories-swiped');
    // A swipe back to the right closes it.
    await swipe(page, (await men.boundingBox())!, 200);
    await expect(tray).toBeHidden();

    // Without swiping: the card's actions button opens the tray and moves the focus into it; Escape closes it.
    const more = women.first().getByRole('button', { name: 'Actions: Women', exact: true });
    await more.focus();
    await page.keyboard.press('Enter');
    const womenTray = women.first().locator('.ConsoleCard-tray');
    await expect(womenTray).toBeVisible();
    await expect(womenTray.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(womenTray).toBeHidden();
    await expect(more).toBeFocused();
  });
});
