import { defineConfig } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A temporary directory for the run, made by the runner and shared with its workers through the
 * environment; the runner removes it as it exits (a run's database is about 70 MB).
 */
const runDirectory = (variable: string, prefix: string): string => {
  const given = process.env[variable];
  if (given) return given;
  const made = mkdtempSync(join(tmpdir(), prefix));
  process.env[variable] = made;
  process.on('exit', () => rmSync(made, { recursive: true, force: true }));
  return made;
};
/** A fresh PGlite data directory per run. */
const dataDir = runDirectory('E2E_DATA_DIR', 'bo-e2e-');
/** Where the workers mark the screens axe-core has checked (e2e/accessibility.ts). */
runDirectory('E2E_CHECKED_SCREENS', 'bo-e2e-checked-');
const port = Number(process.env.E2E_PORT ?? 8181);
/**
 * The pixel checks' own server and database (e2e/pixels.spec.ts): the seed alone, whatever the other
 * specs add or edit meanwhile on theirs.
 */
const pixelsDataDir = runDirectory('E2E_PIXELS_DATA_DIR', 'bo-e2e-pixels-');
const pixelsPort = Number(process.env.E2E_PIXELS_PORT ?? port + 1000);
/** Spec files named on the command line: the pixel checks' server starts when they are among them (or none is named). */
const namedSpecs = process.argv.filter((arg) => /\.spec\.ts$/.test(arg));
const pixelsRun = namedSpecs.length === 0 || namedSpecs.some((arg) => /pixels\.spec\.ts$/.test(arg));
/** Switches scripts/e2e.mjs adds to Playwright's (the features it turns off, with the browser window's own; scripts/chromium.mjs). */
const extraLaunch: { ignoreDefaultArgs: string[]; args: string[] } = JSON.parse(process.env.E2E_CHROMIUM_LAUNCH ?? '{"ignoreDefaultArgs":[],"args":[]}');

export default defineConfig({
  testDir: 'e2e',
  outputDir: process.env.E2E_OUTPUT ?? 'test-results',
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Pixel checks (e2e/pixels.spec.ts): nothing moves, and a few antialiased edges may differ; a moved
    // or missing block of the layout is far more than 1% of the window.
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', threshold: 0.2, maxDiffPixelRatio: 0.01 },
  },
  // The pixel checks' baselines, in a folder of their own: e2e/pixels/light-list-products.png ...
  snapshotPathTemplate: '{testDir}/pixels/{arg}{ext}',
  // Two files at a time, each file's tests in order: the renderer's main thread is what the suite waits
  // on, and it keeps one core of two busy. The specs make their own records (unique names) and never
  // count what another spec may add at the same time.
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'console', testIgnore: /(authIdentityProvider|pixels)\.spec\.ts$/ },
    // Beside the others, on a server and database of its own that hold the seed alone.
    { name: 'pixels', testMatch: /pixels\.spec\.ts$/, use: { baseURL: `http://127.0.0.1:${pixelsPort}` } },
    // Builds a console of its own (both cores for a while): after the others, alone.
    { name: 'identity provider', testMatch: /authIdentityProvider\.spec\.ts$/, dependencies: ['console'] },
  ],
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        ...extraLaunch.args,
      ],
      ignoreDefaultArgs: extraLaunch.ignoreDefaultArgs,
    },
  },
  webServer: [{ port, dataDir }, ...(pixelsRun ? [{ port: pixelsPort, dataDir: pixelsDataDir }] : [])].map((server) => ({
    command: 'npx tsx server/main.ts',
    url: `http://127.0.0.1:${server.port}/svc/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
    env: { PORT: String(server.port), DATA_DIR: server.dataDir, CONSOLE_DIR: process.env.E2E_DIST ?? 'dist', AUTH_SECRET: 'e2e-secret-0123456789abcdef' },
  })),
});
