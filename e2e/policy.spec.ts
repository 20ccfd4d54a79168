import { expect, recordProblems, test } from './fixtures';

/**
 * The content security policy is on in the browser, and what the shared fixture watches for is
 * really seen: a context of this test's own records the refusals instead of failing the test.
 */
test('the console refuses an inline script, and the refusals are recorded', async ({ browser }) => {
  const context = await browser.newContext();
  const problems: string[] = [];
  await recordProblems(context, problems);
  const page = await context.newPage();
  await page.goto('/pages/login');
  await expect(page.getByLabel('Email')).toBeVisible();

  await page.addScriptTag({ content: 'window.inlineRan = true;' }).catch(() => undefined);

  expect(await page.evaluate('window.inlineRan')).toBeUndefined();
  await expect
    .poll(() => problems)
    .toEqual([
      expect.stringMatching(/^console error on .*: Executing inline script violates the following Content Security Policy directive 'script-src 'self''/),
      expect.stringMatching(/^policy violation on .*: script-src-elem refused inline/),
    ]);
  await context.close();
});
