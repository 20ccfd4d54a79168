import { chromiumMissingHelp, featuresOffLaunchOptions, findChromium } from './chromium.mjs';
import { consoleBuild } from './consoleBuild.mjs';
import { step } from './run.mjs';

/**
 * Builds the console and runs Playwright against it and a real server on a fresh PGlite data dir.
 * `--built`: the console is built already (npm test builds it beside the lint).
 */
const chromium = findChromium();
if (!chromium) {
  console.error(chromiumMissingHelp);
  process.exit(1);
}
// E2E_DIST, E2E_PORT and E2E_OUTPUT let several runs share one machine without clashing.
const built = process.argv.includes('--built');
if (!built) await step(consoleBuild.title, consoleBuild.command, consoleBuild.args);
// Without the browser window's own address-bar page, which each test's context built beside the page (chromium.mjs).
const launch = await featuresOffLaunchOptions(chromium);
await step('End-to-end tests (Chromium)', 'npx', ['playwright', 'test', ...process.argv.slice(2).filter((arg) => arg !== '--built')], {
  env: { ...process.env, CHROMIUM_PATH: chromium, E2E_CHROMIUM_LAUNCH: JSON.stringify(launch) },
});
