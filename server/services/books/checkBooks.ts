import type { Database, Executor } from '../../db/client';
import type { BooksDifference } from './difference';
import { creditBooks } from './creditBooks';
import { exchangeBooks } from './exchangeBooks';
import { outboundBooks } from './outboundBooks';
import { paymentBooks } from './paymentBooks';
import { reservationBooks } from './reservationBooks';
import { returnBooks } from './returnBooks';
import { shelfBooks } from './shelfBooks';

const BOOKS = [shelfBooks, reservationBooks, outboundBooks, returnBooks, exchangeBooks, paymentBooks, creditBooks];

/** Every book against the others, as `tx` sees them; none when the books agree. */
export const readBooks = async (tx: Executor): Promise<BooksDifference[]> => {
  const found: BooksDifference[] = [];
  for (const book of BOOKS) found.push(...(await book(tx)));
  return found;
};

/**
 * Every book of the business against the others (`npm run check:stock`): shelves from their ledger,
 * reservations from open order lines, shipped and handed-over lines, returns and exchanges from their
 * ledger entries, payments, refunds and credit notes from the money received. Read in one repeatable-read
 * transaction, so writes running meanwhile are seen whole or not at all.
 */
export const checkBooks = (db: Database): Promise<BooksDifference[]> => db.transaction(readBooks, { isolationLevel: 'repeatable read', accessMode: 'read only' });
