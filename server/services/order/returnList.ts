import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { getResource } from '@domain/resources';
import type { Database } from '../../db/client';
import { orderLines, orderReturns } from '../../db/schema';
import { registerCrud } from '../../http/crud';
import { readOnlyOrderList } from './noWrites';
import { creditNoteNumberOf, ofOrder, ofOrdersMatching } from './orderRefs';

/** The returned lines with what the order sold: SKU, title and pieces. */
const returnedLines = sql`(
  select coalesce(json_agg(json_build_object(
    'line_id', ${orderLines.id}, 'sku', ${orderLines.sku}, 'title', ${orderLines.title},
    'quantity', (returned.value->>'quantity')::int, 'refund', (returned.value->>'refund')::int
  ) order by ${orderLines.id}), '[]'::json)
  from jsonb_array_elements(${orderReturns.lines}) as returned
  join ${orderLines} on ${orderLines.id} = (returned.value->>'line_id')::int)`;

/** Returns, newest first: the order, its customer, the lines and the refund (written by POST /orders/:id/returns); `q` by order number or email. */
export const registerReturnList = (app: FastifyInstance, db: Database) => {
  registerCrud(app, db, {
    resource: getResource('return-orders'),
    table: orderReturns,
    ...readOnlyOrderList(),
    search: (q) => ofOrdersMatching(db, orderReturns.order_id, q),
    defaultSort: { field: 'created_at', order: 'DESC' },
    computedColumns: { ...ofOrder(orderReturns.order_id), returned_lines: returnedLines, credit_note_number: creditNoteNumberOf(orderReturns.credit_note_id) },
  });
};
