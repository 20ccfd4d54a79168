import { expect, type Page } from './fixtures';
import { storedValue } from './authStorage';

/** Calls the API as the signed-in staff member, as the console does; fails the test on a refusal. */
export const api = async <T,>(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) => {
  const token = await storedValue(page, 'token');
  const answer = await page.request.fetch(path, { method, data, headers: { authorization: `Bearer ${token}` } });
  expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
};
