import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../client';
import { seedIfEmpty } from '.';
import { addCatalogue } from './catalogue';
import { addOrders } from './orders';

/**
 * `npm run seed [-- --products 100000 [--variants 5]] [--orders 1000000]`: migrates, seeds the demo data
 * when the database is empty, then adds a large catalogue and order history in multi-row inserts. Uses DATABASE_URL
 * (PostgreSQL) when set, else PGlite in DATA_DIR (./data).
 */
const { values } = parseArgs({
  options: { products: { type: 'string', default: '0' }, variants: { type: 'string', default: '5' }, orders: { type: 'string', default: '0' } },
});
const productCount = Number(values.products);
const variantsPerProduct = Number(values.variants);
const orderCount = Number(values.orders);
if (!Number.isInteger(orderCount) || orderCount < 0 || !Number.isInteger(productCount) || productCount < 0 || !Number.isInteger(variantsPerProduct) || variantsPerProduct < 1 || variantsPerProduct > 10) {
  console.error('Usage: npm run seed -- [--products N] [--variants 1..10] [--orders N]');
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
if (orderCount > 0) {
  const started = Date.now();
  await addOrders(database.db, {
    count: orderCount,
    seed: started,
    onBatch: (done) => {
      if (done % 50_000 === 0 || done === orderCount) console.log(`  ${done} orders (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    },
  });
  await database.db.execute(sql`analyze orders`);
  console.log(`Added ${orderCount} orders in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.kind}).`);
}
await database.close();
