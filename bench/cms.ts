/**
 * bench/cms: the storefront's read of the CMS, GET /svc/cms/public/layout/web (public, no token),
 * at 50 connections: requests per second and p99, answered in full (200) and as "not modified" (304)
 * to a storefront that names its ETag.
 *
 *   npx tsx bench/cms.ts                          # PGlite in memory, migrated and seeded
 *   npx tsx bench/cms.ts --pg-url postgres://postgres@127.0.0.1:5432/bench_cms   # an existing, empty or seeded database
 *
 * Options: --connections 50, --seconds 10, --products 12 (in the homepage's product grid).
 * Prints figures and the machine's load (`uptime`); it asserts nothing about time.
 */
import { parseArgs } from 'node:util';
import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import { and, eq } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { seedIfEmpty } from '../server/db/seed';
import { products } from '../server/db/schema';
import { log } from './benchDatabase';
import { startBenchServer } from './benchServer';
import { recordFigure } from './figures.mjs';

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
    products: { type: 'string', default: '12' },
    'pg-url': { type: 'string' },
  },
});

const load = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

const database = await openDatabase(args['pg-url'] ? { url: args['pg-url'] } : {});
await database.migrate();
log('seeding (if empty)…');
await seedIfEmpty(database.db);
const { app, origin, token } = await startBenchServer({ database });
const call = async (path: string, body: unknown) => {
  const response = await fetch(`${origin}/svc/cms${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: number };
};

// A realistic homepage: a banner of three images, a grid of active products, a text.
const slug = `bench-${Date.now().toString(36)}`;
const container = await call('/containers', { platform: 'web', name: 'Bench homepage', slug });
const banner = await call('/sections', { container_id: container.id, type: 'banner', title: 'Festive sale' });
for (const n of [1, 2, 3]) await call('/contents', { section_id: banner.id, type: 'image', image: `/svc/media/api/v1/media/banner-${n}.webp`, link: '/sale', title: `Slide ${n}` });
const grid = await call('/sections', { container_id: container.id, type: 'product_grid', title: 'New in' });
const picked = await database.db.select({ id: products.id }).from(products).where(and(eq(products.status, 'active'))).limit(Number(args.products));
for (const product of picked) await call('/contents', { section_id: grid.id, type: 'product', product_id: product.id });
const text = await call('/sections', { container_id: container.id, type: 'text' });
await call('/contents', { section_id: text.id, type: 'text', text: 'Free shipping across India on orders over ₹999' });
await call(`/containers/${container.id}/publish`, {});

const url = `${origin}/svc/cms/public/layout/web`;
const first = await fetch(url);
const etag = first.headers.get('etag')!;
const size = (await first.text()).length;
log(`layout: ${picked.length} products, ${size} bytes, ETag ${etag}, Cache-Control "${first.headers.get('cache-control')}"`);

const run = async (title: string, headers: Record<string, string>, expected: number, answer: string) => {
  // Warm-up: unoptimised first requests, empty statement caches.
  await autocannon({ url, connections: 10, amount: 500, headers });
  const result = await autocannon({ url, connections: Number(args.connections), duration: Number(args.seconds), headers });
  const figure = (name: string, value: number, unit: string, better: 'lower' | 'higher') =>
    recordFigure({ bench: 'bench:cms', figure: `storefront layout ${answer} at ${args.connections} connections${name}`, database: database.kind, value, unit, better });
  figure('', result.requests.average, '/s', 'higher');
  figure(': p99', result.latency.p99, 'ms', 'lower');
  const wrong = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => Number(code) !== expected);
  log(
    `${title}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `${result.requests.total} requests, ${result.errors} errors${wrong.length ? `, unexpected statuses ${JSON.stringify(Object.fromEntries(wrong))}` : ''}`,
  );
};

log(`load before: ${load()}`);
await run(`${database.kind} 200 (full answer), ${args.connections} connections`, {}, 200, '200');
log(`load: ${load()}`);
await run(`${database.kind} 304 (If-None-Match), ${args.connections} connections`, { 'if-none-match': etag }, 304, '304');
log(`load after: ${load()}`);
await app.close();
await database.close();
