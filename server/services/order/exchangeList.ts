import type { FastifyInstance } from 'fastify';
import { or, sql } from 'drizzle-orm';
import { getResource } from '@domain/resources';
import type { Database } from '../../db/client';
import { orderExchanges, orderLines } from '../../db/schema';
import { registerCrud } from '../../http/crud';
import { textSearch } from '../../http/search';
import { readOnlyOrderList } from './noWrites';
import { creditNoteNumberOf, ofOrder, ofOrdersMatching } from './orderRefs';

/** `q` on exchanges: the order's number or its customer's email, or the SKU sent instead. */
const exchangeSearch = (db: Database) => (q: unknown) => {
  const byOrder = ofOrdersMatching(db, orderExchanges.order_id, q);
  return byOrder && or(byOrder, textSearch(q, { substring: [orderExchanges.new_sku] }));
};

/** Exchanges, newest first: the order, its customer, the SKU taken back and the one sent, and how the difference was settled. */
export const registerExchangeList = (app: FastifyInstance, db: Database) => {
  registerCrud(app, db, {
    resource: getResource('exchange-orders'),
    table: orderExchanges,
    ...readOnlyOrderList(),
    search: exchangeSearch(db),
    defaultSort: { field: 'created_at', order: 'DESC' },
    computedColumns: {
      ...ofOrder(orderExchanges.order_id),
      returned_sku: sql<string>`(select ${orderLines.sku} from ${orderLines} where ${orderLines.id} = ${orderExchanges.line_id})`,
      credit_note_number: creditNoteNumberOf(orderExchanges.credit_note_id),
    },
  });
};
