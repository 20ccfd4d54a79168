import type { Page } from '@playwright/test';

/** The e2e code is typed without the DOM: the page's localStorage, as far as these tests read it. */
export interface PageStorage {
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
}

/** One key of the console's localStorage. */
export const storedValue = (page: Page, key: string) =>
  page.evaluate((k) => (globalThis as unknown as PageStorage).localStorage.getItem(k), key);
