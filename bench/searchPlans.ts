/**
 * `npx tsx bench/searchPlans.ts [--products 2000] [--only pglite|postgres]`: where a global search's time goes, statement
 * by statement: EXPLAIN ANALYZE's planning and execution time of the one statement each query text runs, on the bench
 * catalogue of that size (bench/benchDatabase.ts). A quick look before a full `bench:search` run.
 */
import { parseArgs } from 'node:util';
import { asc, isNotNull } from 'drizzle-orm';
import { customers, orders, products, variants } from '../server/db/schema';
import { globalSearch } from '../server/services/search/globalSearch';
import type { StaffContext } from '../server/auth/access';
import { log, openBenchDatabase } from './benchDatabase';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '2000' },
    only: { type: 'string' },
    runs: { type: 'string', default: '50' },
    'pg-url': { type: 'string', default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const staff = { id: 1, is_super_admin: true, permissions: {} } as unknown as StaffContext;

for (const kind of (['pglite', 'postgres'] as const).filter((one) => !args.only || args.only === one)) {
  const database = await openBenchDatabase(kind, { productCount: Number(args.products), variantsPerProduct: 5, pgUrl: args['pg-url'] });
  const { db } = database;
  const [order] = await db.select({ number: orders.number }).from(orders).orderBy(asc(orders.id)).limit(1);
  const [variant] = await db.select({ sku: variants.sku, barcode: variants.barcode }).from(variants).where(isNotNull(variants.barcode)).orderBy(asc(variants.id)).limit(1);
  const [customer] = await db.select({ email: customers.email }).from(customers).orderBy(asc(customers.id)).limit(1);
  const [product] = await db.select({ title: products.title }).from(products).orderBy(asc(products.id)).limit(1);
  const queries = [order!.number, variant!.sku, variant!.sku.slice(0, 4), variant!.barcode!, product!.title.split(' ')[0]!, customer!.email.slice(0, 6), 'brands'];
  const session = (db as unknown as { session: { logger: { logQuery(query: string, params: unknown[]): void } } }).session;
  const client = (db as unknown as { $client: unknown }).$client;
  const run = async (text: string, params: unknown[]) =>
    kind === 'pglite'
      ? (await (client as { query(q: string, p: unknown[]): Promise<{ rows: Record<string, unknown>[] }> }).query(text, params)).rows
      : await (client as { unsafe(q: string, p: unknown[]): Promise<Record<string, unknown>[]> }).unsafe(text, params as never[]);
  for (const q of queries) {
    const captured: { query: string; params: unknown[] }[] = [];
    const original = session.logger;
    session.logger = { logQuery: (query, params) => captured.push({ query, params }) };
    await globalSearch(db, staff, q, 10);
    session.logger = original;
    const statement = captured.find((one) => one.query.includes('union all'))!;
    // Best of the runs: the machine is shared.
    let planning = Infinity;
    let execution = Infinity;
    for (let i = 0; i < Number(args.runs); i += 1) {
      const rows = await run(`explain (analyze, timing off, format json) ${statement.query}`, statement.params);
      const raw = Object.values(rows[0]!)[0];
      const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ 'Planning Time': number; 'Execution Time': number }];
      planning = Math.min(planning, plan['Planning Time']);
      execution = Math.min(execution, plan['Execution Time']);
    }
    // CPU of this process a call (PGlite runs in it): the whole search, and its statement alone through the driver.
    const cpu = async (work: () => Promise<unknown>) => {
      const before = process.cpuUsage();
      for (let i = 0; i < Number(args.runs); i += 1) await work();
      const used = process.cpuUsage(before);
      return (used.user + used.system) / 1000 / Number(args.runs);
    };
    const whole = await cpu(() => globalSearch(db, staff, q, 10));
    const statementOnly = await cpu(() => (kind === 'pglite' ? (client as { query(q: string, p: unknown[]): Promise<unknown> }).query(statement.query, statement.params) : run(statement.query, statement.params)));
    log(`${kind} ${q.padEnd(24)} planning ${planning.toFixed(2)} ms, execution ${execution.toFixed(2)} ms; CPU a call: globalSearch ${whole.toFixed(2)} ms, its statement ${statementOnly.toFixed(2)} ms`);
  }
  await database.close();
}
