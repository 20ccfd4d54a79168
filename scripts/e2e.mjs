import { chromiumMissingHelp, findChromium } from './chromium.mjs';
import { step } from './run.mjs';

/** Builds the console and runs Playwright against it and a real server on a fresh PGlite data dir. */
const chromium = findChromium();
if (!chromium) {
  console.error(chromiumMissingHelp);
  process.exit(1);
}
await step('Building the console', 'npx', ['vite', 'build', '--logLevel', 'warn']);
await step('End-to-end tests (Chromium)', 'npx', ['playwright', 'test', ...process.argv.slice(2)], {
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
