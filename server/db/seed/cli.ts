import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../client';
import { seedIfEmpty } from '.';
import { addCatalogue } from './catalogue';

/**
 * `npm run seed [-- --products 100000 [--variants 5]]`: migrates, seeds the demo data when the
 * database is empty, then adds a large catalogue in multi-row inserts. Uses DATABASE_URL
 * (PostgreSQL) when set, else PGlite in DATA_DIR (./data).
 */
const { values } = parseArgs({
  options: { products: { type: 'string', default: '0' }, variants: { type: 'string', default: '5' } },
});
const productCount = Number(values.products);
const variantsPerProduct = Number(values.variants);
if (!Number.isInteger(productCount) || productCount < 0 || !Number.isInteger(variantsPerProduct) || variantsPerProduct < 1 || variantsPerProduct > 10) {
  console.error('Usage: npm run seed -- [--products N] [--variants 1..10]');
  process.exit(2);
}

const url = process.env.DATABASE_URL || undefined;
const database = await openDatabase({ url, dataDir: url ? undefined : resolve(process.env.DATA_DIR ?? 'data') });
await database.migrate();
console.log((await seedIfEmpty(database.db)) ? 'Seeded the demo data.' : 'Demo data already present.');
if (productCount > 0) {
  const started = Date.now();
  let reported = 0;
  await addCatalogue(database.db, {
    products: productCount,
    variantsPerProduct,
    onBatch: (done) => {
      if (done - reported >= 10_000 || done === productCount) {
        reported = done;
        const seconds = (Date.now() - started) / 1000;
        console.log(`  ${done} products, ${done * variantsPerProduct} variants (${seconds.toFixed(0)} s)`);
      }
    },
  });
  // Fresh planner statistics (list totals of big tables are estimates) and a visibility map for index-only scans.
  await database.db.execute(sql`vacuum analyze`);
  console.log(`Added ${productCount} products in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.kind}).`);
}
await database.close();
