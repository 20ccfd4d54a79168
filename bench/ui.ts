/**
 * bench/ui: what a user waits for in the browser, against `npm start`'s build and server on PGlite.
 * Medians of cold contexts (no HTTP cache, no state but the session where one is needed) for:
 *   - form visible: navigation start to the sign-in form shown (boot overlay gone);
 *   - sign-in to the dashboard settled: the click on "Sign in" to the dashboard shown with no request in flight;
 *   - deep link to rows: navigation start of a signed-in /apps/products to its first row shown;
 *   - menu to rows: on the dashboard, the click on the menu's Products entry (the pointer resting on it first)
 *     to the list's first row shown, the list's code not yet loaded;
 *   - row to its page: on the deep-linked product list, settled, the click on its first row to the product's page shown.
 * Beside the deep link: its main thread's CPU time, and the CPU each process of the machine used meanwhile
 * (bench/processCpu.ts): on a machine of few cores the page waits for the core as much as for its own work.
 *
 *   npx tsx bench/ui.ts                       # the target size: 100,000 products (the catalogue is built once, minutes)
 *   npx tsx bench/ui.ts --quick               # development: 2,000 products, 3 runs
 *   npx tsx bench/ui.ts --quick --profile     # and what runs before the deep link's first row (bench/deepLinkProfile.ts)
 *
 * Options: --products N, --runs 5, --only form,menu (those measures alone, from form, sign-in, deep-link, menu, row: more runs
 * in the same time; a measure after the sign-in still signs in), --port 8290, --no-build (reuse dist/), --console-dir DIR (another build),
 * --baseline-dir DIR: an earlier build (e.g. an earlier commit's `vite build --outDir DIR`) measured in the same run,
 * its runs alternated with the console's on a server of its own (port + 1, on a copy of the catalogue), and the
 * ratios printed: this machine's speed drifts by 2x between sittings, so only a same-run ratio tells a change.
 * The PGlite catalogue is the one bench/catalogue.ts builds and keeps ($TMPDIR/bench-catalogue-<n>). Targets: form
 * at most 400 ms, deep link to rows at most 600 ms. The machine's load (uptime) is printed beside the figures.
 * Chromium runs with its new windows' address-bar popup off (bench/chromium.ts); --with-browser-ui keeps it on.
 */
import { cpSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../server/db/seed/accounts';
import { benchDataDir, log, openBenchDatabase } from './benchDatabase';
import { BROWSER_UI_FEATURES_OFF, launchChromium } from './chromium';
import { profileDeepLink } from './deepLinkProfile';
import { cpuByProcess, cpuUsedBetween } from './processCpu';
import { recordFigure } from './figures.mjs';
import { buildServer, SERVER_BUILD, serverNodeFlags } from '../scripts/serverBuild.mjs';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string' },
    runs: { type: 'string' },
    quick: { type: 'boolean', default: false },
    port: { type: 'string', default: '8290' },
    'no-build': { type: 'boolean', default: false },
    'console-dir': { type: 'string', default: 'dist' },
    'baseline-dir': { type: 'string' },
    profile: { type: 'boolean', default: false },
    'with-browser-ui': { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const PRODUCTS = Number(args.products ?? (args.quick ? 2_000 : 100_000));
const RUNS = Number(args.runs ?? (args.quick ? 3 : 5));
const CONSOLE_DIR = args['console-dir']!;
const BASELINE_DIR = args['baseline-dir'];
const TARGETS = { form: 400, deepLink: 600 } as const;
const MEASURES = ['form', 'sign-in', 'deep-link', 'menu', 'row'] as const;
type Measure = (typeof MEASURES)[number];
const chosen = new Set<string>(args.only ? args.only.split(',') : MEASURES);
for (const name of chosen) if (!(MEASURES as readonly string[]).includes(name)) throw new Error(`--only takes ${MEASURES.join(', ')} (got ${name})`);
const measured = (name: Measure) => chosen.has(name);
/** The dashboard counts as settled once no request has been in flight for this long. */
const QUIET_MS = 500;

/** The catalogue, built when missing, then closed: the server opens the data directory itself. */
const prepareDatabase = async () => {
  const database = await openBenchDatabase('pglite', { productCount: PRODUCTS, variantsPerProduct: 5 });
  await database.close();
};

/** A console build and the server that serves it, on a data directory of its own (one server a PGlite directory). */
interface Build {
  name: string;
  consoleDir: string;
  origin: string;
  dataDir: string;
}

/** The server as `npm start` runs it: built by esbuild (buildServer, once), run by plain Node with its flags. */
const startServer = async ({ consoleDir, origin, dataDir }: Build): Promise<ChildProcess> => {
  const server = spawn(process.execPath, [...serverNodeFlags(''), SERVER_BUILD], {
    env: { ...process.env, PORT: new URL(origin).port, HOST: '127.0.0.1', DATA_DIR: dataDir, CONSOLE_DIR: consoleDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Back-office console on') && resolve());
    server.on('exit', (code) => reject(new Error(`the server stopped with ${code}`)));
  });
  return server;
};

/** Resolves with the page's performance.now() (ms since its navigation started) once `ready` holds, checked every frame. */
const timeWhen = async (page: Page, ready: string): Promise<number> => {
  const handle = await page.waitForFunction(`(${ready}) ? performance.now() : false`, undefined, { polling: 'raf', timeout: 60_000 });
  return (await handle.jsonValue()) as number;
};
const FORM_SHOWN = `!document.getElementById('boot-overlay') && document.querySelector('input[name=email]')?.getBoundingClientRect().height > 0`;
const FIRST_ROW_SHOWN = `document.querySelector('.RaDataTable-row, .RaDatagrid-row')?.getBoundingClientRect().height > 0`;

/** Requests in flight, and when the last one ended, as seen from the page's context. */
const trackRequests = (page: Page) => {
  const state = { inFlight: 0, lastEnded: performance.now() };
  const ended = () => {
    state.inFlight -= 1;
    state.lastEnded = performance.now();
  };
  page.on('request', () => (state.inFlight += 1));
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return state;
};

/** Until no request has been in flight for QUIET_MS. */
const untilQuiet = async (page: Page, requests: ReturnType<typeof trackRequests>) => {
  while (requests.inFlight > 0 || performance.now() - requests.lastEnded < QUIET_MS) await page.waitForTimeout(50);
};

/** bypassCSP: the probes are checked by string expressions, which the console's policy (no eval) refuses; the e2e suite checks the policy. */
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
const coldContext = (browser: Browser, origin: string, storageState?: StorageState) =>
  browser.newContext({ baseURL: origin, bypassCSP: true, ...(storageState ? { storageState } : {}) });

const measureForm = async (browser: Browser, origin: string) => {
  const context = await coldContext(browser, origin);
  const page = await context.newPage();
  await page.goto('/pages/login', { waitUntil: 'commit' });
  const ms = await timeWhen(page, FORM_SHOWN);
  await context.close();
  return ms;
};

/** From the click on "Sign in" until the dashboard is shown and the network has been quiet for QUIET_MS. */
const measureSignIn = async (browser: Browser, origin: string) => {
  const context = await coldContext(browser, origin);
  const page = await context.newPage();
  await page.goto('/pages/login');
  await timeWhen(page, FORM_SHOWN);
  await page.getByLabel('Email').fill(DEMO_ACCOUNTS.admin.email);
  await page.getByLabel('Password').fill(DEMO_ACCOUNTS.admin.password);
  // Let the prefetch started with the form finish, as it would while a person types.
  await page.waitForLoadState('networkidle');
  const requests = trackRequests(page);
  const clicked = performance.now();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/dashboard\/analytics$/);
  await page.locator('#main-content').waitFor({ state: 'visible' });
  const shown = performance.now();
  await untilQuiet(page, requests);
  const storageState = await context.storageState();
  await context.close();
  return { ms: Math.max(shown, requests.lastEnded) - clicked, storageState };
};

/**
 * The CPU time the renderer's main thread spent until the first row (Chromium's TaskDuration counted
 * in thread ticks): unlike the time shown, it does not grow when the machine's other work takes the
 * core away, so it tells under a noisy load whether a change took work off the page.
 */
const mainThreadCpuMs = async (cdp: CDPSession) => {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
};

const measureDeepLink = async (browser: Browser, origin: string, storageState: StorageState) => {
  const context = await coldContext(browser, origin, storageState);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const cpuBefore = cpuByProcess();
  await page.goto('/apps/products', { waitUntil: 'commit' });
  const ms = await timeWhen(page, FIRST_ROW_SHOWN);
  const cpu = cpuUsedBetween(cpuBefore, cpuByProcess());
  const mainThreadCpu = await mainThreadCpuMs(cdp);
  await context.close();
  return { ms, mainThreadCpu, cpu };
};

/** Signed in on the dashboard, the pointer rests on the menu's Products entry as a person's would (HOVER_MS), then clicks: until the list's first row. */
const HOVER_MS = 150;
const measureMenuToList = async (browser: Browser, origin: string, storageState: StorageState) => {
  const context = await coldContext(browser, origin, storageState);
  const page = await context.newPage();
  await page.goto('/dashboard/analytics');
  await page.waitForLoadState('networkidle');
  const entry = page.getByRole('menuitem', { name: 'Products', exact: true });
  await entry.hover();
  await page.waitForTimeout(HOVER_MS);
  const clicked = (await page.evaluate('performance.now()')) as number;
  await entry.click();
  const ms = (await timeWhen(page, FIRST_ROW_SHOWN)) - clicked;
  await context.close();
  return ms;
};

/**
 * On the deep-linked product list, settled, a click on the first row: until the product's page shows a
 * field. Settled: the product page's code, which the list loads once idle, has come and the network
 * has been quiet since (a quiet moment before the idle work starts is not the end of it).
 */
const PRODUCT_SCREEN_CHUNK = /\/assets\/ProductShow-[\w-]+\.js$/;
const SHOW_PAGE_SHOWN = `document.querySelector('.RaShow-main .RaSimpleShowLayout-row')?.getBoundingClientRect().height > 0`;
const measureRowToShow = async (browser: Browser, origin: string, storageState: StorageState) => {
  const context = await coldContext(browser, origin, storageState);
  const page = await context.newPage();
  const requests = trackRequests(page);
  const screenLoaded = page.waitForResponse((response) => PRODUCT_SCREEN_CHUNK.test(response.url()), { timeout: 60_000 });
  await page.goto('/apps/products');
  await timeWhen(page, FIRST_ROW_SHOWN);
  await screenLoaded;
  await untilQuiet(page, requests);
  const clicked = (await page.evaluate('performance.now()')) as number;
  await page.locator('.RaDataTable-clickableRow').first().click();
  const ms = (await timeWhen(page, SHOW_PAGE_SHOWN)) - clicked;
  await context.close();
  return ms;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** One build's figures, run by run. */
const newResults = () => ({
  form: [] as number[],
  signIn: [] as number[],
  deepLink: [] as number[],
  deepLinkCpu: [] as number[],
  /** The CPU every process used during the measured deep links, summed (bench/processCpu.ts). */
  deepLinkCpuByProcess: new Map<string, number>(),
  menuToList: [] as number[],
  rowToShow: [] as number[],
});
type Results = ReturnType<typeof newResults>;

/** One run of every measure on a build; the session comes from the run's own sign-in. */
const measureRun = async (browser: Browser, { origin }: Build, results: Results) => {
  if (measured('form')) results.form.push(await measureForm(browser, origin));
  if (!MEASURES.slice(1).some(measured)) return undefined;
  const signIn = await measureSignIn(browser, origin);
  if (measured('sign-in')) results.signIn.push(signIn.ms);
  if (measured('deep-link')) {
    const deepLink = await measureDeepLink(browser, origin, signIn.storageState);
    results.deepLink.push(deepLink.ms);
    results.deepLinkCpu.push(deepLink.mainThreadCpu);
    for (const [name, ms] of deepLink.cpu) results.deepLinkCpuByProcess.set(name, (results.deepLinkCpuByProcess.get(name) ?? 0) + ms);
  }
  if (measured('menu')) results.menuToList.push(await measureMenuToList(browser, origin, signIn.storageState));
  if (measured('row')) results.rowToShow.push(await measureRowToShow(browser, origin, signIn.storageState));
  return signIn.storageState;
};

log(`ui bench: ${PRODUCTS} products, ${RUNS} cold contexts a measure`);
if (!args['no-build'] && CONSOLE_DIR === 'dist') {
  log('building the console (vite build, as npm start does)');
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
}
await prepareDatabase();
await buildServer('server/main.ts', SERVER_BUILD);
const port = Number(args.port);
const builds: Build[] = [{ name: CONSOLE_DIR, consoleDir: CONSOLE_DIR, origin: `http://127.0.0.1:${port}`, dataDir: benchDataDir(PRODUCTS) }];
if (BASELINE_DIR) {
  const dataDir = `${benchDataDir(PRODUCTS)}-baseline`;
  log(`copying the catalogue for the baseline's server (${dataDir})`);
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(benchDataDir(PRODUCTS), dataDir, { recursive: true });
  builds.push({ name: `${BASELINE_DIR} (baseline)`, consoleDir: BASELINE_DIR, origin: `http://127.0.0.1:${port + 1}`, dataDir });
}
const servers = await Promise.all(builds.map(startServer));
const browser = await launchChromium(args['with-browser-ui'] ? [] : BROWSER_UI_FEATURES_OFF);
const results = builds.map(newResults);
/** Each figure's name in the run lines and the ratios, in their order. */
const FIGURE_NAMES = [
  ['form', 'form'],
  ['sign-in', 'signIn'],
  ['deep link', 'deepLink'],
  ['its main thread CPU', 'deepLinkCpu'],
  ['menu to rows', 'menuToList'],
  ['row to page', 'rowToShow'],
] as const;
/** The figures a build's results hold (--only leaves the others empty). */
const takenFigures = (results: Results) => FIGURE_NAMES.filter(([, figure]) => results[figure].length);

/** The last run's figures, of the measures taken. */
const runLine = (results: Results) =>
  takenFigures(results)
    .map(([name, figure]) => `${name} ${results[figure].at(-1)!.toFixed(0)} ms`)
    .join(', ');

try {
  // A first run warms each server (statement caches, JIT) as a running deployment would be; not counted.
  for (const build of builds) await measureRun(browser, build, newResults());
  for (let run = 1; run <= RUNS; run += 1) {
    for (const [index, build] of builds.entries()) {
      const storageState = await measureRun(browser, build, results[index]!);
      log(`run ${run}${builds.length > 1 ? ` of ${build.name}` : ''}: ${runLine(results[index]!)}`);
      if (args.profile && storageState && run === RUNS && index === 0) await profileDeepLink(browser, { baseURL: build.origin, storageState }, '/apps/products', FIRST_ROW_SHOWN);
    }
  }
} finally {
  await browser.close();
  for (const server of servers) server.kill('SIGTERM');
}

const load = loadavg().map((n) => n.toFixed(2)).join(', ');
const line = (name: string, values: number[], target?: number, build?: Build) => {
  // A measure left out (--only) has no values.
  if (!values.length) return;
  const value = median(values);
  // The console's own build only (not a baseline), into `npm run bench`'s table; its server runs on PGlite.
  if (build === builds[0]) recordFigure({ bench: 'bench:ui', figure: `${name} (${PRODUCTS} products)`, database: 'pglite', value, unit: 'ms', target, better: 'lower' });
  const verdict = target === undefined ? '(no target)' : `target at most ${target} ms -> ${value <= target ? 'met' : 'NOT met'} (ratio ${(value / target).toFixed(2)})`;
  console.log(`${name.padEnd(34)} ${value.toFixed(0).padStart(6)} ms   ${verdict}   [${values.map((v) => v.toFixed(0)).join(', ')}]`);
};
const report = (build: Build, results: Results) => {
  const browserUi = args['with-browser-ui'] ? 'with' : 'without';
  console.log(`\n${build.name}: medians of ${RUNS} cold contexts (${browserUi} the new window's address-bar popup), ${PRODUCTS} products on PGlite, load average (uptime) ${load} on ${availableParallelism()} cores:`);
  line('form visible', results.form, TARGETS.form, build);
  line('sign-in to the dashboard settled', results.signIn, undefined, build);
  line('deep link /apps/products to rows', results.deepLink, TARGETS.deepLink, build);
  line('  its main thread CPU until then', results.deepLinkCpu);
  if (results.deepLinkCpuByProcess.size) {
    const means = [...results.deepLinkCpuByProcess].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([name, ms]) => `${name} ${(ms / RUNS).toFixed(0)}`);
    // Beside the time shown: what the machine's cores did meanwhile (the server, the browser's other processes).
    console.log(`  CPU ms by process during it (means; ${availableParallelism()} cores give ${availableParallelism()} x its time): ${means.join(', ')}`);
  }
  line(`menu Products (${HOVER_MS} ms hover) to rows`, results.menuToList, undefined, build);
  line('product row to its page', results.rowToShow, undefined, build);
};
builds.forEach((build, index) => report(build, results[index]!));
if (builds.length > 1) {
  const [current, baseline] = results as [Results, Results];
  const ratio = (measure: keyof Omit<Results, 'deepLinkCpuByProcess'>) => (median(current[measure]) / median(baseline[measure])).toFixed(2);
  console.log(
    `\n${CONSOLE_DIR} against the baseline, same run (median / baseline median): ${takenFigures(current).map(([name, figure]) => `${name} ${ratio(figure)}`).join(', ')}`,
  );
}
