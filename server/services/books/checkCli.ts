import { resolve } from 'node:path';
import { formatPrice } from '@domain/price';
import { openDatabase } from '../../db/client';
import { checkBooks } from './checkBooks';
import type { BooksDifference } from './difference';

/**
 * `npm run check:stock`: checks the business's books against each other (checkBooks) and prints each
 * difference; exits 1 when there is one. DATABASE_URL (PostgreSQL) or PGlite in DATA_DIR.
 */
const amount = (d: BooksDifference, value: number | string) => (d.unit === 'paise' && typeof value === 'number' ? formatPrice(value, 'INR', 'en-IN', 'code') : String(value));

const url = process.env.DATABASE_URL || undefined;
const database = await openDatabase({ url, dataDir: url ? undefined : resolve(process.env.DATA_DIR ?? 'data') });
try {
  const differences = await checkBooks(database.db);
  for (const d of differences) console.log(`${d.book.padEnd(12)} ${d.subject}: ${d.measure}: ${amount(d, d.expected)} expected, ${amount(d, d.found)} found`);
  console.log(differences.length ? `${differences.length} difference(s) in the books.` : 'The books agree: stock, reservations, shipments, returns, payments and credits.');
  process.exitCode = differences.length ? 1 : 0;
} finally {
  await database.close();
}
