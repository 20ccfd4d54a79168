/**
 * bench/promotions: admin checkout placements (POST /svc/cart/carts/:id/place) at 10 connections with
 * no promotion live, then, on the same server in the same run, with 20 live automatic discounts, 5 live
 * steals and a coupon of 100,000 on every cart: the p99 ratio (target at most 1.3x). Before that, the
 * time to generate the 100,000 codes through the generation job (target under 10 s on PostgreSQL,
 * 20 s on PGlite). Each database is fresh (a PGlite directory, a PostgreSQL database bench_promotions).
 *
 *   npm run bench:promotions                       # 1,000 placements a phase, 100,000 codes
 *   npm run bench:promotions -- --placements 300 --codes 20000 --only pglite
 *
 * The machine's load is printed beside the figures: on a shared machine they read high.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../server/db/client';
import { inTransaction } from '../server/db/transaction';
import { seedIfEmpty } from '../server/db/seed';
import { cartLines, carts, couponBatches, coupons, customers, discounts, products, racks, shelves, stealVariants, steals, variants, warehouses } from '../server/db/schema';
import { receive } from '../server/services/product/stock/movements';
import { GENERATE_COUPONS } from '../server/services/promotions/couponBatches';
import { insertJob } from '../server/jobs/jobsApi';
import { runJob } from '../server/jobs/runner';
import { createLocalFileStore } from '../server/files/store';
import { log, PLACEMENT_OPTIONS } from './benchDatabase';
import { startServerProcess } from './serverProcess';
import { recordFigure } from './figures.mjs';
import { benchDatabaseName } from './databaseName';

const { values: args } = parseArgs({
  options: {
    codes: { type: 'string', default: '100000' },
    ...PLACEMENT_OPTIONS,
  },
});
const PLACEMENTS = Number(args.placements);
const CODES = Number(args.codes);
const CONNECTIONS = Number(args.connections);
const TARGET = { ratio: 1.3, generateSeconds: { pglite: 20, postgres: 10 } };
type Kind = 'pglite' | 'postgres';

interface Result {
  generateSeconds: number;
  noneP99: number;
  withP99: number;
  nonePerSecond: number;
  withPerSecond: number;
  refused: number;
}

const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
const DB_NAME = benchDatabaseName('promotions');

/** A fresh database of the kind: PostgreSQL's dropped and made again, PGlite's in a new directory. */
const freshDatabase = async (kind: Kind) => {
  if (kind === 'pglite') {
    const dataDir = await mkdtemp(join(tmpdir(), 'bench-promotions-'));
    return { served: { dataDir }, open: () => openDatabase({ dataDir }), cleanup: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const admin = postgres(args['pg-url'], { max: 1, onnotice: () => undefined });
  await admin.unsafe(`drop database if exists ${DB_NAME} with (force)`);
  await admin.unsafe(`create database ${DB_NAME}`);
  await admin.end();
  const url = new URL(args['pg-url']);
  url.pathname = `/${DB_NAME}`;
  return { served: { url: url.toString() }, open: () => openDatabase({ url: url.toString() }), cleanup: async () => undefined };
};

/** Twenty variants with PLACEMENTS * 2 pieces each in a warehouse of the bench's own, and a customer's carts of one piece each. */
const stockAndCarts = async (db: Database) => {
  const [warehouse] = await db.insert(warehouses).values({ name: 'Bench promotions', code: 'BENCHPROMO', state: 'Karnataka' }).returning();
  const [rack] = await db.insert(racks).values({ warehouse_id: warehouse!.id, code: 'R1' }).returning();
  const [shelf] = await db.insert(shelves).values({ rack_id: rack!.id, code: 'S1' }).returning();
  const stocked = await db.select({ id: variants.id, price: variants.price }).from(variants).orderBy(asc(variants.id)).limit(20);
  await inTransaction(db, async (tx) => {
    for (const variant of stocked)
      await receive(tx, { actor: null, documentType: 'inbound-documents', documentId: null }, { variantId: variant.id, shelfId: shelf!.id, warehouseId: warehouse!.id, quantity: PLACEMENTS * 3 });
  });
  const [buyer] = await db.select({ id: customers.id }).from(customers).limit(1);
  const address = { name: 'Bench', line1: '1 MG Road', line2: '', city: 'Bengaluru', state: 'Karnataka', pincode: '560001', country: 'IN', mobile: '' };
  // Two variants a cart: one of the first ten (the steals' in the second phase), one of the other ten, which
  // the discounts and the coupon reach (a steal's line takes no discount).
  const cartsOf = async (count: number) => {
    const made = await db
      .insert(carts)
      .values(Array.from({ length: count }, () => ({ customer_id: buyer?.id ?? null, shipping_address: address })))
      .returning({ id: carts.id });
    await db.insert(cartLines).values(
      made.flatMap((cart, index) => [
        { cart_id: cart.id, variant_id: stocked[index % 10]!.id, quantity: 1 },
        { cart_id: cart.id, variant_id: stocked[10 + (index % 10)]!.id, quantity: 1 },
      ]),
    );
    return made.map((cart) => cart.id);
  };
  return { warehouseId: warehouse!.id, stocked, none: await cartsOf(PLACEMENTS + 1), with: await cartsOf(PLACEMENTS + 1) };
};

/** CODES codes for a coupon-only discount, through the generation job run here: its seconds. */
const generateCodes = async (db: Database, kind: Kind) => {
  const [discount] = await db.insert(discounts).values({ title: 'Bench coupons 5 %', kind: 'percentage', value: 500, combines: true, priority: 50 }).returning();
  const [batch] = await db.insert(couponBatches).values({ discount_id: discount!.id, prefix: 'BENCH-', count: CODES, usage_limit: 1 }).returning();
  const job = await insertJob(db, { type: GENERATE_COUPONS, params: { batch_id: batch!.id }, createdBy: null });
  const files = createLocalFileStore(await mkdtemp(join(tmpdir(), 'bench-promotions-files-')));
  const started = performance.now();
  while ((await runJob(db, job.id, { files, sliceMs: 600_000, stopping: () => false, overlap: kind === 'postgres' })) !== 'done') {
    /* a slice ended: run on */
  }
  const seconds = (performance.now() - started) / 1000;
  const [written] = await db.select({ generated: couponBatches.generated }).from(couponBatches).where(eq(couponBatches.id, batch!.id));
  if (written?.generated !== CODES) throw new Error(`generated ${written?.generated} of ${CODES}`);
  return seconds;
};

/**
 * 20 automatic discounts that combine (5 on everything, 5 on the carts' products' categories, 5 on their
 * brands, 5 on their variants) and 5 steals of two variants each, all switched off until the second phase.
 */
const promotionsOff = async (db: Database, stocked: { id: number; price: number }[]) => {
  const facts = await db
    .select({ category_id: products.category_id, brand_id: products.brand_id })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.product_id))
    .where(inArray(variants.id, stocked.map((variant) => variant.id)));
  const categoryIds = [...new Set(facts.map((fact) => fact.category_id).filter((id): id is number => id !== null))];
  const brandIds = [...new Set(facts.map((fact) => fact.brand_id).filter((id): id is number => id !== null))];
  const scopes = [
    ...Array.from({ length: 5 }, () => ({ scope: 'all' as const, scope_ids: [] as number[] })),
    ...Array.from({ length: 5 }, (_, at) => ({ scope: (categoryIds.length ? 'categories' : 'all') as 'categories' | 'all', scope_ids: categoryIds.slice(at % Math.max(1, categoryIds.length)) })),
    ...Array.from({ length: 5 }, (_, at) => ({ scope: (brandIds.length ? 'brands' : 'all') as 'brands' | 'all', scope_ids: brandIds.slice(at % Math.max(1, brandIds.length)) })),
    ...Array.from({ length: 5 }, (_, at) => ({ scope: 'variants' as const, scope_ids: stocked.slice(at * 4, at * 4 + 4).map((variant) => variant.id) })),
  ];
  const made = await db
    .insert(discounts)
    .values(scopes.map((scope, at) => ({ title: `Bench automatic ${at + 1}`, kind: 'percentage' as const, value: 100 + at * 10, ...scope, priority: at, combines: true, automatic: true, is_active: false })))
    .returning({ id: discounts.id });
  const now = Date.now();
  const stealRows = await db
    .insert(steals)
    .values(Array.from({ length: 5 }, (_, at) => ({ title: `Bench steal ${at + 1}`, starts_at: new Date(now - 3_600_000), ends_at: new Date(now + 86_400_000), is_active: false })))
    .returning({ id: steals.id });
  await db.insert(stealVariants).values(
    stealRows.flatMap((steal, at) =>
      [stocked[at * 2]!, stocked[at * 2 + 1]!].map((variant) => ({ steal_id: steal.id, variant_id: variant.id, price: Math.floor((variant.price * 7) / 10), quantity_cap: 1_000_000 })),
    ),
  );
  return { discountIds: made.map((row) => row.id), stealIds: stealRows.map((row) => row.id) };
};

const runKind = async (kind: Kind): Promise<Result> => {
  const fresh = await freshDatabase(kind);
  const database = await fresh.open();
  await database.migrate();
  await seedIfEmpty(database.db);
  const { warehouseId, stocked, none, with: withCarts } = await stockAndCarts(database.db);
  log(`${kind}: generating ${CODES} codes; load: ${uptime()}`);
  const generateSeconds = await generateCodes(database.db, kind);
  log(`${kind}: ${CODES} codes in ${generateSeconds.toFixed(1)} s`);
  const { discountIds, stealIds } = await promotionsOff(database.db, stocked);
  // Each cart of the second phase carries a code of its own (each may be used once).
  const codes = await database.db.select({ code: coupons.code }).from(coupons).where(sql`${coupons.code} like 'BENCH-%'`).orderBy(asc(coupons.id)).limit(withCarts.length);
  for (const [at, cartId] of withCarts.entries()) await database.db.update(carts).set({ coupon_code: codes[at]!.code }).where(eq(carts.id, cartId));
  await database.close();

  const server = await startServerProcess(fresh.served);
  const { origin, token } = server;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const place = (cartId: number) => ({ path: `/svc/cart/carts/${cartId}/place`, body: JSON.stringify({ idempotency_key: `bench-${kind}-${cartId}`, warehouse_id: warehouseId }) });
  const phase = async (name: string, cartIds: number[]) => {
    // A probe: a refusal here is the bench's mistake, not a figure.
    const probe = await fetch(`${origin}${place(cartIds[0]!).path}`, { method: 'POST', headers, body: place(cartIds[0]!).body });
    if (!probe.ok) throw new Error(`${name}: ${probe.status} ${await probe.text()}`);
    let next = 1;
    const placed = await autocannon({
      url: origin,
      connections: CONNECTIONS,
      amount: cartIds.length - 1,
      headers,
      requests: [{ method: 'POST', setupRequest: (request) => ({ ...request, ...place(cartIds[next++]!) }) }],
    });
    log(`${kind} ${name}: ${placed.requests.average.toFixed(0)} placements/s, p99 ${placed.latency.p99} ms, ${placed.non2xx + placed.errors} refused; load: ${uptime()}`);
    return placed;
  };
  const without = await phase('no promotions', none);
  // Switched on through the API, as staff would: the server's caches (if any) see the change.
  const put = (path: string) => fetch(`${origin}${path}`, { method: 'PUT', headers, body: JSON.stringify({ is_active: true }) });
  for (const id of discountIds) if (!(await put(`/svc/cart/discounts/${id}`)).ok) throw new Error(`discount ${id} not switched on`);
  for (const id of stealIds) if (!(await put(`/svc/product/steals/${id}`)).ok) throw new Error(`steal ${id} not switched on`);
  const withPromotions = await phase('20 discounts, 5 steals, a coupon of 100,000', withCarts);
  await server.stop();
  await fresh.cleanup();
  return {
    generateSeconds,
    noneP99: without.latency.p99,
    withP99: withPromotions.latency.p99,
    nonePerSecond: without.requests.average,
    withPerSecond: withPromotions.requests.average,
    refused: without.non2xx + without.errors + withPromotions.non2xx + withPromotions.errors,
  };
};

const kinds: Kind[] = args.only ? [args.only as Kind] : ['pglite', 'postgres'];
log(`promotions bench: ${CODES} codes, ${PLACEMENTS} placements a phase at ${CONNECTIONS} connections; load before: ${uptime()}`);
const all: Partial<Record<Kind, Result>> = {};
for (const kind of kinds) all[kind] = await runKind(kind);

console.log(
  `\n${'database'.padEnd(9)} ${'codes s'.padStart(8)} ${'target'.padStart(7)} ${'none/s'.padStart(7)} ${'p99 none'.padStart(9)} ${'with/s'.padStart(7)} ${'p99 with'.padStart(9)} ${'ratio'.padStart(6)} ${'(<= 1.3)'.padStart(9)} ${'refused'.padStart(8)}`,
);
let missed = false;
for (const kind of kinds) {
  const result = all[kind]!;
  const ratio = result.withP99 / Math.max(1, result.noneP99);
  const generateMet = result.generateSeconds < TARGET.generateSeconds[kind];
  const ratioMet = ratio <= TARGET.ratio;
  missed ||= !generateMet || !ratioMet || result.refused > 0;
  recordFigure({ bench: 'bench:promotions', figure: `${CODES} coupon codes generated: seconds`, database: kind, value: result.generateSeconds, unit: 's', target: TARGET.generateSeconds[kind], better: 'lower' });
  recordFigure({ bench: 'bench:promotions', figure: `checkout p99 with promotions / without, ${CONNECTIONS} connections`, database: kind, value: ratio, unit: 'x', target: TARGET.ratio, better: 'lower' });
  console.log(
    `${kind.padEnd(9)} ${result.generateSeconds.toFixed(1).padStart(8)} ${(generateMet ? 'met' : 'MISSED').padStart(7)} ${result.nonePerSecond.toFixed(0).padStart(7)} ${`${result.noneP99} ms`.padStart(9)} ${result.withPerSecond.toFixed(0).padStart(7)} ${`${result.withP99} ms`.padStart(9)} ${ratio.toFixed(2).padStart(6)} ${(ratioMet ? 'met' : 'MISSED').padStart(9)} ${String(result.refused).padStart(8)}`,
  );
}
console.log(`load after: ${uptime()} (2 shared cores: figures under load)`);
process.exit(missed ? 1 : 0);
