import { expect, type Page } from '@playwright/test';

/** Where the first row is, and how many resources the page has loaded: the same twice, the list has settled. */
const LIST_STATE = `JSON.stringify([document.querySelector('tbody tr')?.getBoundingClientRect().top, performance.getEntriesByType('resource').length])`;

/**
 * Waits for a list to show its rows and stop moving. A list's filter bar (with its reference filters'
 * autocompletes and their choices) loads after the first rows have painted, and then pushes the rows and
 * the toolbar's buttons down: a click aimed at them before that can land on what moved in under the pointer.
 */
export const listSettled = async (page: Page) => {
  await expect(page.locator('tbody tr').first()).toBeVisible();
  let state = await page.evaluate(LIST_STATE);
  await expect
    .poll(
      async () => {
        const before = state;
        await page.waitForTimeout(500);
        state = await page.evaluate(LIST_STATE);
        return state === before;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
};
