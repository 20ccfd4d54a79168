import { test as base, expect, type BrowserContext } from '@playwright/test';
import { watchAccessibility } from './accessibility';

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
  /**
   * Checks the page's accessibility now, as it stands, for a test that walks many screens (the
   * others are visited again at the test's end); violations fail the test at its end.
   */
  checkAccessibility(): Promise<void>;
}

const VIOLATION_BINDING = '__reportPolicyViolation';
/** Runs in every frame before its own scripts (a string: e2e code is typed without the DOM). */
const REPORT_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (event) => {
  window.${VIOLATION_BINDING}(\`\${event.effectiveDirective} refused \${event.blockedURI || 'inline'} (\${event.sourceFile}:\${event.lineNumber})\`);
});`;

/** What axe-core's own template compiling reports under the policy: an eval refused in evaluated code. */
const AXE_EVAL = /^policy violation on .*: script-src refused eval \(:\d+\)$/;

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
 * logged a console error or warning, threw an uncaught error or reported a securitypolicyviolation event, or
 * when axe-core found a WCAG 2.1 A/AA violation on a screen it showed (`./accessibility.ts`).
 */
export const test = base.extend<{ pagePolicy: PagePolicy }>({
  pagePolicy: [
    async ({ context, page, baseURL }, use, testInfo) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      const origin = new URL(baseURL!).origin;
      const accessibility = await watchAccessibility(page, origin);
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
        checkAccessibility: async () => {
          const before = problems.length;
          const violations = await accessibility.checkCurrent();
          // axe-core compiles its message templates with new Function, which the policy refuses (and axe does without).
          problems.splice(before, Infinity, ...problems.slice(before).filter((problem) => !AXE_EVAL.test(problem)), ...violations);
        },
      });
      if (testInfo.status === testInfo.expectedStatus) {
        // The checks take seconds a screen on a loaded machine: they get their own time.
        testInfo.setTimeout(testInfo.timeout + 180_000);
        const before = problems.length;
        const violations = await accessibility.checkVisited();
        // Visiting a route again may fail where the test moved on (a record it deleted): not the test's problem.
        problems.splice(before, Infinity, ...violations);
      }
      const unexpected = problems.filter((problem) => !(problem.startsWith('console error') && allowed.some((pattern) => pattern.test(problem))));
      expect(unexpected, 'console errors or warnings, uncaught errors, policy or accessibility violations').toEqual([]);
    },
    { auto: true },
  ],
});
