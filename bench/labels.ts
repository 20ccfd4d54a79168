/**
 * bench/labels: 10,000 labels made in the browser's labels worker, in headless Chromium against the
 * built console and a real server (fresh PGlite): as A4 3 x 8 PDF sheets and as a ZIP of PNG images.
 * Prints labels per second, the wall time from the click to the download, and the longest task of
 * the page's main thread (Long Tasks API) while they were made. The label stream (10,000 JSON lines)
 * is answered by the bench, so the figures are the console's work, not the database's.
 *
 *   npx tsx bench/labels.ts [--labels 10000] [--port 8291] [--console-dir dist] [--no-build]
 *
 * Targets: each output under 15 s, no main-thread task over 200 ms. The machine's load (uptime) is
 * printed beside the figures: they move with it.
 */
import { parseArgs } from 'node:util';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import type { LabelRow } from '@domain/labels';
import { DEMO_ACCOUNTS } from '../server/db/seed/accounts';
import { recordFigure } from './figures.mjs';

const { values: args } = parseArgs({
  options: {
    labels: { type: 'string', default: '10000' },
    port: { type: 'string', default: '8291' },
    'console-dir': { type: 'string', default: 'dist' },
    'no-build': { type: 'boolean', default: false },
  },
});
const LABELS = Number(args.labels);
const ORIGIN = `http://127.0.0.1:${args.port}`;
const CONSOLE_DIR = args['console-dir']!;
const TARGETS = { seconds: 15, longTaskMs: 200 };
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const startServer = async (dataDir: string): Promise<ChildProcess> => {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: args.port, HOST: '127.0.0.1', DATA_DIR: dataDir, CONSOLE_DIR, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Back-office console on') && resolve());
    server.on('exit', (code) => reject(new Error(`the server stopped with ${code}`)));
  });
  return server;
};

/** 10,000 label rows as the server streams them; every 10th barcode an EAN-13, the others Code 128 of the SKU. */
const labelStream = () =>
  Array.from({ length: LABELS }, (_, i): LabelRow => {
    const sku = `BENCH-${String(i).padStart(6, '0')}`;
    return {
      id: i + 1,
      sku,
      barcode: i % 10 === 0 ? '8901030865278' : null,
      title: `Handwoven Chanderi silk kurta ${i}`,
      size: ['S', 'M', 'L', 'XL'][i % 4]!,
      colour: 'Ivory',
      price: 199_900 + i,
      currency: 'INR',
      tracking_url: `${ORIGIN}/apps/variant-tracking/${sku}`,
    };
  })
    .map((row) => `${JSON.stringify(row)}\n`)
    .join('');

/** Collects the main thread's long tasks from the page's start (buffered), readable as window.__longTasks. */
const LONG_TASKS = `window.__longTasks = [];
new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__longTasks.push(entry.duration); }).observe({ type: 'longtask', buffered: true });`;

const makeLabels = async (page: Page, format: string) => {
  await page.goto(`/apps/bar-code-variants?filter=${encodeURIComponent('{}')}&total=${LABELS}`);
  await page.getByRole('combobox', { name: /^Format / }).click();
  await page.getByRole('option', { name: format }).click();
  await page.evaluate('window.__longTasks = []');
  const download = page.waitForEvent('download', { timeout: 300_000 });
  const started = Date.now();
  await page.getByRole('button', { name: 'Make and download' }).click();
  const file = await download;
  const seconds = (Date.now() - started) / 1000;
  const longTasks = (await page.evaluate('window.__longTasks')) as number[];
  return { format, seconds, perSecond: LABELS / seconds, longestTaskMs: Math.max(0, ...longTasks), longTasks: longTasks.length, file: file.suggestedFilename() };
};

const main = async () => {
  if (!args['no-build']) execFileSync('npx', ['vite', 'build', '--outDir', CONSOLE_DIR, '--logLevel', 'error'], { stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-labels-'));
  const server = await startServer(dataDir);
  const browser = await chromium.launch({ executablePath });
  try {
    const context = await browser.newContext({ baseURL: ORIGIN, acceptDownloads: true });
    await context.addInitScript({ content: LONG_TASKS });
    const body = labelStream();
    await context.route('**/variants/labels?**', (route) => route.fulfill({ status: 200, contentType: 'application/x-ndjson', body }));
    const page = await context.newPage();
    await page.goto('/pages/login');
    await page.getByLabel('Email').fill(DEMO_ACCOUNTS.admin.email);
    await page.getByLabel('Password').fill(DEMO_ACCOUNTS.admin.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/pages/login'));
    for (const format of ['PDF label sheets', 'ZIP of PNG images']) {
      const result = await makeLabels(page, format);
      recordFigure({ bench: 'bench:labels', figure: `${LABELS} labels, ${format}`, database: null, value: result.seconds, unit: 's', target: TARGETS.seconds, better: 'lower' });
      recordFigure({ bench: 'bench:labels', figure: `${LABELS} labels, ${format}: longest task`, database: null, value: result.longestTaskMs, unit: 'ms', target: TARGETS.longTaskMs, better: 'lower' });
      const met = result.seconds < TARGETS.seconds && result.longestTaskMs <= TARGETS.longTaskMs;
      console.log(
        `${result.format.padEnd(18)} ${LABELS} labels in ${result.seconds.toFixed(1)} s = ${Math.round(result.perSecond)} labels/s; ` +
          `longest main-thread task ${Math.round(result.longestTaskMs)} ms (${result.longTasks} over 50 ms) -> ${met ? 'met' : 'NOT met'} (${result.file})`,
      );
    }
  } finally {
    await browser.close();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`targets: each under ${TARGETS.seconds} s, no main-thread task over ${TARGETS.longTaskMs} ms`);
  console.log(`load: ${execFileSync('uptime').toString().trim()}`);
};

await main();
