import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../server/db/client';
import { seedIfEmpty } from '../server/db/seed';
import { addCatalogue } from '../server/db/seed/catalogue';
import { products } from '../server/db/schema';
import { benchDatabaseName } from './databaseName';

export const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);

/** The options of a bench that places admin checkouts through the server: how many, at how many connections, where. */
export const PLACEMENT_OPTIONS = {
  placements: { type: 'string', default: '1000' },
  connections: { type: 'string', default: '10' },
  only: { type: 'string' },
  'pg-url': { type: 'string', default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
} as const;

/** Where a bench keeps its PGlite catalogue of this size: built once, reused by later runs (and by other benches). */
export const benchDataDir = (productCount: number) => join(tmpdir(), `bench-catalogue-${productCount}`);

/** A PostgreSQL database for this size, created when missing. */
const postgresUrl = async (adminUrl: string, productCount: number): Promise<string> => {
  const name = benchDatabaseName(`catalogue_${productCount}`);
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  const [found] = await admin`select 1 from pg_database where datname = ${name}`;
  if (!found) await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** The demo data plus a catalogue of `productCount` products with `variantsPerProduct` variants each, added when missing. */
export const openBenchDatabase = async (
  kind: 'pglite' | 'postgres',
  { productCount, variantsPerProduct, pgUrl }: { productCount: number; variantsPerProduct: number; pgUrl?: string },
): Promise<DatabaseHandle> => {
  const database =
    kind === 'postgres'
      ? await openDatabase({ url: await postgresUrl(pgUrl!, productCount) })
      : await openDatabase({ dataDir: benchDataDir(productCount) });
  await database.migrate();
  await seedIfEmpty(database.db);
  const [{ count } = { count: 0 }] = await database.db.select({ count: sql<number>`count(*)::int` }).from(products);
  if (count < productCount) {
    const missing = productCount - count;
    log(`${kind}: adding ${missing} products with ${variantsPerProduct} variants each`);
    const started = Date.now();
    await addCatalogue(database.db, {
      products: missing,
      variantsPerProduct,
      onBatch: (done) => done % 20_000 === 0 && log(`  ${done} / ${missing}`),
    });
    await database.db.execute(sql`vacuum analyze`);
    log(`${kind}: built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  return database;
};
