import { chromiumMissingHelp, findChromium } from './chromium.mjs';
import { step } from './run.mjs';

/** Builds the console and runs Playwright against it and a real server on a fresh PGlite data dir. */
const chromium = findChromium();
if (!chromium) {
  console.error(chromiumMissingHelp);
  process.exit(1);
}
// E2E_DIST, E2E_PORT and E2E_OUTPUT let several runs share one machine without clashing.
const dist = process.env.E2E_DIST ?? 'dist';
await step('Building the console', 'npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir']);
await step('End-to-end tests (Chromium)', 'npx', ['playwright', 'test', ...process.argv.slice(2)], {
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
