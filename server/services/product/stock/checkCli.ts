import { resolve } from 'node:path';
import { openDatabase } from '../../../db/client';
import { checkStock } from './check';

/**
 * `npm run check:stock`: recomputes every shelf (and every reservation) from the stock ledger and
 * prints each difference; exits 1 when there is one. DATABASE_URL (PostgreSQL) or PGlite in DATA_DIR.
 */
const url = process.env.DATABASE_URL || undefined;
const database = await openDatabase({ url, dataDir: url ? undefined : resolve(process.env.DATA_DIR ?? 'data') });
try {
  const differences = await checkStock(database.db);
  for (const d of differences) {
    const where = d.measure === 'shelf' ? `shelf ${d.shelf_id}` : d.measure === 'transit' ? `in transit on move ${d.document_id}` : 'reserved';
    console.log(`warehouse ${d.warehouse_id} ${where} variant ${d.variant_id}: stored ${d.stored}, ledger ${d.ledger}`);
  }
  console.log(differences.length ? `${differences.length} difference(s) between stock and its ledger.` : 'Stock equals its ledger everywhere.');
  process.exitCode = differences.length ? 1 : 0;
} finally {
  await database.close();
}
