import { expect, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runAxe, type AxeCheck, type AxeResults } from './axeRun';

/** WCAG 2.1 A and AA: the level the console is held to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** The rules whose outcome depends on colours: the only ones run again in the other theme. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const NAVIGATED_BINDING = '__a11yNavigated';
/** Runs in every document before its own scripts: reports its location and each navigation inside it. */
const REPORT_NAVIGATIONS = `if (window === window.top) {
  window.${NAVIGATED_BINDING}(location.href, false);
  navigation.addEventListener('currententrychange', (event) => window.${NAVIGATED_BINDING}(location.href, event.navigationType === 'replace'));
}`;

/** A list's bar over its selected rows (react-admin collapses it while none is selected): a state of its own, coloured apart. */
const SELECTION_BAR = '[data-test="bulk-actions-toolbar"]:not(.RaBulkActionsToolbar-collapsed)';

/**
 * An overlay open at the test's end (dialog, menu, the options of a select), drawn outside the app's
 * root. A closed one kept mounted (the app bar's language menu) is hidden from assistive technology.
 */
const OVERLAY = 'body > :not(#root):not([aria-hidden="true"]) :is([role="dialog"], [role="menu"], [role="listbox"])';

/** A screen counts as settled when nothing loads (indeterminate progress, skeletons) and nothing moves. */
const SETTLED = `(() => {
  if (document.querySelector('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root')) return false;
  return !document.getAnimations().some((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity);
})()`;

/** Both the console (react-admin's store) and the public pages follow the stored theme when another document changes it. */
// react-admin's localStorageStore key for the console's app key (STORE_APP_KEY, src/boot/storedPreferences.ts).
const THEME_KEY = 'RaStorebackoffice.theme';
const setStoredTheme = (value: string | null) => `(() => {
  const before = getComputedStyle(document.body).backgroundColor;
  const value = ${JSON.stringify(value)};
  if (value === null) localStorage.removeItem('${THEME_KEY}'); else localStorage.setItem('${THEME_KEY}', value);
  window.dispatchEvent(new StorageEvent('storage', { key: '${THEME_KEY}', newValue: value, storageArea: localStorage }));
  return before;
})()`;

/**
 * Screens checked in this run (route pattern and overlay), so each costs its checks once: one file per
 * screen in a folder the workers share (the config sets it before they start).
 */
const CHECKED_DIR = process.env.E2E_CHECKED_SCREENS!;
const checkedFile = (screen: string) => join(CHECKED_DIR, createHash('sha1').update(screen).digest('hex'));
const isChecked = (screen: string) => existsSync(checkedFile(screen));
/** Marks the screen checked; false when a worker did first (creating the file fails if it exists). */
const claim = (screen: string) => {
  try {
    writeFileSync(checkedFile(screen), screen, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
};

/** The route pattern of a path: numeric ids stand as `:id`. */
const screenOf = (url: string) => new URL(url).pathname.replace(/\/\d+(?=\/|$)/g, '/:id');

const describe = (screen: string, theme: string, results: AxeResults) =>
  results.violations.map(
    (violation) =>
      `accessibility on ${screen} (${theme}): ${violation.id} (${violation.impact}) ${violation.help}: ` +
      violation.nodes.map((node) => node.target.join(' ')).join(' | '),
  );

/**
 * Watches the screens a test visits and checks each with axe-core (WCAG 2.1 A/AA) in the light and
 * the dark theme, once per run, after it settles. The checks run when the test has passed, so they
 * never race its steps nor eat its timeouts: first the screen it ended on, as it stands (an open
 * dialog included), then each other route it went through, visited again (or checked in place when
 * the test asks, `checkCurrent`). `origin` keeps other sites
 * (the identity provider) out. `checkVisited` answers the violations found.
 */
export const watchAccessibility = async (page: Page, origin: string) => {
  const visited = new Map<string, string>();
  let last: string | undefined;
  // A redirect replaces its history entry: only the screen it led to was shown.
  await page.exposeBinding(NAVIGATED_BINDING, ({ frame }, url: string, replace: boolean) => {
    if (frame !== page.mainFrame() || new URL(url).origin !== origin) return;
    if (replace && last && last !== screenOf(url)) visited.delete(last);
    last = screenOf(url);
    visited.set(last, url);
  });
  await page.addInitScript({ content: REPORT_NAVIGATIONS });
  let requests = 0;
  page.on('request', () => (requests += 1));
  page.on('requestfinished', () => (requests -= 1));
  page.on('requestfailed', () => (requests -= 1));

  const settle = async () => {
    // Up to 5 s each (a polling job never settles, and is checked as it stands): still, no request under
    // way, then still again. Polled with evaluate, not waitForFunction: Playwright's poller runs `eval`
    // in the page, which the policy refuses, and a refusal in a timer callback surfaced as an uncaught
    // error on busy machines.
    const until = (condition: () => Promise<boolean> | boolean) =>
      expect.poll(condition, { timeout: 5_000, intervals: [100] }).toBe(true).catch(() => undefined);
    const still = () => until(() => page.evaluate(SETTLED).then(Boolean, () => false));
    await still();
    await until(() => requests === 0);
    await still();
  };

  const analyze = async (screen: string, include?: string) => {
    const run = (check: AxeCheck) => runAxe(page, { include, ...check });
    // A colour is judged on a still screen: what came in during the check (a notification fading in)
    // reads at part of its contrast, so a colour violation is confirmed once the screen has settled again.
    const colourChecked = async (check: AxeCheck) => {
      const results = await run(check);
      if (!results.violations.some((violation) => COLOUR_RULES.includes(violation.id))) return results;
      await settle();
      return run(check);
    };
    const stored = await page.evaluate(`localStorage.getItem('${THEME_KEY}')`);
    const [theme, other] = stored === '"dark"' ? ['dark', 'light'] : ['light', 'dark'];
    const found = describe(screen, theme!, await colourChecked({ tags: WCAG_TAGS }));
    const themeBackground = await page.evaluate(setStoredTheme(JSON.stringify(other)));
    await settle();
    const otherBackground = await page.evaluate(`getComputedStyle(document.body).backgroundColor`);
    if (otherBackground === themeBackground) found.push(`accessibility on ${screen}: the ${other} theme did not show`);
    else found.push(...describe(screen, other!, await colourChecked({ rules: COLOUR_RULES })));
    await page.evaluate(setStoredTheme(typeof stored === 'string' ? stored : null));
    return found;
  };

  /** Checks the page as it stands, unless its screen was checked already in this run. */
  const checkCurrent = async () => {
    if (new URL(page.url()).origin !== origin) return [];
    await settle();
    const overlay = await page.evaluate(`document.querySelector('${OVERLAY}')?.getAttribute('role') ?? ''`);
    // Every planned area shows the same placeholder: one check covers them.
    const placeholder = await page.evaluate(`!!document.querySelector('#main-content [data-testid="screen-placeholder"]')`);
    const route = placeholder ? 'the placeholder of a planned screen' : screenOf(page.url());
    const selecting = await page.evaluate(`!!document.querySelector('${SELECTION_BAR}')`);
    const screen = overlay ? `${route} (${overlay} open)` : selecting ? `${route} (rows selected)` : route;
    if (!claim(screen)) return [];
    return analyze(screen, overlay ? OVERLAY : undefined);
  };

  return {
    /** Checks the screen now, for a test that walks many routes (else each would be visited again at its end). */
    checkCurrent: async () => {
      visited.delete(screenOf(page.url()));
      return checkCurrent();
    },
    checkVisited: async () => {
      if (page.isClosed()) return [];
      const found = await checkCurrent();
      for (const [screen, url] of visited) {
        if (isChecked(screen)) continue;
        await page.goto(url);
        found.push(...(await checkCurrent()));
      }
      return found;
    },
  };
};
