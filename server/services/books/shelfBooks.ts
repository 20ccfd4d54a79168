import type { Executor } from '../../db/client';
import { checkStock } from '../product/stock/check';
import type { BooksDifference } from './difference';

const MEASURES = { shelf: 'units on the shelf', reserved: 'units reserved', transit: 'units in transit' } as const;

/** Every shelf, every warehouse's reservations and every move's units in transit against the stock ledger. */
export const shelfBooks = async (db: Executor): Promise<BooksDifference[]> =>
  (await checkStock(db)).map((d) => ({
    book: 'shelves',
    subject: `warehouse ${d.warehouse_id}${d.shelf_id === null ? '' : ` shelf ${d.shelf_id}`}${d.document_id === undefined ? '' : ` move ${d.document_id}`} variant ${d.variant_id}`,
    measure: `${MEASURES[d.measure]} (stored against ledger)`,
    expected: d.ledger,
    found: d.stored,
    unit: 'units',
    warehouse_id: d.warehouse_id,
  }));
