import { test as base, expect, type BrowserContext } from '@playwright/test';

export { expect };
export type { Page } from '@playwright/test';

/** What the fixture gives a test that needs more than watching its own page. */
export interface PagePolicy {
  /**
   * Lets console errors matching `pattern` through, for a test that provokes them on purpose: the
   * reason says which step causes them. Anything else still fails the test.
   */
  allowConsoleError(pattern: RegExp, reason: string): void;
  /**
   * Lets through the console error Chromium logs for an answer of this status from this path (a
   * 4xx the test provokes on purpose; `:id` stands for a numeric id); other failed requests still
   * fail the test.
   */
  allowFailedRequest(status: number, path: string, reason: string): void;
  /** Watches a context the test opened itself (browser.newContext()) like the test's own. */
  watch(context: BrowserContext): Promise<void>;
}

const VIOLATION_BINDING = '__reportPolicyViolation';
/** Runs in every frame before its own scripts (a string: e2e code is typed without the DOM). */
const REPORT_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (event) => {
  window.${VIOLATION_BINDING}(\`\${event.effectiveDirective} refused \${event.blockedURI || 'inline'} (\${event.sourceFile}:\${event.lineNumber})\`);
});`;

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Chromium's message for a failed request, as recorded below: the status, then the URL in brackets. */
const failedRequest = (status: number, path: string) =>
  new RegExp(`: Failed to load resource: the server responded with a status of ${status} .*\\(https?://[^/]+${escapeRegExp(path).replaceAll(':id', '\\d+')}(\\?[^)]*)?\\)$`);

/**
 * Records in `problems` what goes wrong in the context's pages and frames: console errors and warnings
 * (react-admin tells misuse as warnings), uncaught errors and securitypolicyviolation events.
 */
export const recordProblems = async (context: BrowserContext, problems: string[]) => {
  await context.exposeBinding(VIOLATION_BINDING, ({ frame }, violation: string) => {
    problems.push(`policy violation on ${frame.url()}: ${violation}`);
  });
  await context.addInitScript({ content: REPORT_VIOLATIONS });
  context.on('console', (message) => {
    const type = message.type();
    if (type !== 'error' && type !== 'warning') return;
    // A failed request's message names its status only; the location holds the URL.
    problems.push(`console ${type} on ${message.page()?.url() ?? 'a worker'}: ${message.text()} (${message.location().url})`);
  });
  context.on('weberror', (error) => problems.push(`uncaught error on ${error.page()?.url()}: ${error.error().message}`));
};

/**
 * Every test runs with the server's content security policy on and fails at its end when a page
 * logged a console error or warning, threw an uncaught error or reported a securitypolicyviolation event.
 */
export const test = base.extend<{ pagePolicy: PagePolicy }>({
  pagePolicy: [
    async ({ context }, use, testInfo) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      const watch = (watched: BrowserContext) => recordProblems(watched, problems);
      await watch(context);
      const allowConsoleError = (pattern: RegExp, reason: string) => {
        allowed.push(pattern);
        testInfo.annotations.push({ type: 'allowed console error', description: `${pattern}: ${reason}` });
      };
      await use({
        allowConsoleError,
        allowFailedRequest: (status, path, reason) => allowConsoleError(failedRequest(status, path), reason),
        watch,
      });
      const unexpected = problems.filter((problem) => !(problem.startsWith('console error') && allowed.some((pattern) => pattern.test(problem))));
      expect(unexpected, 'console errors or warnings, uncaught errors or policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
