import type { FastifyInstance } from 'fastify';
import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { FULFILMENT_STAGES, FULFILMENT_STAGE_NAMES } from '@domain/orders/fulfilment';
import { getResource } from '@domain/resources';
import type { Database } from '../../db/client';
import { employees, orderEvents, orderLines, orders, stores } from '../../db/schema';
import { registerCrud } from '../../http/crud';
import { parseFilter } from '../../http/filterValues';
import { textSearch } from '../../http/search';
import { readOnlyOrderList } from './noWrites';
import { creditedSql, exchangeDueSql } from './orderMoney';
import { paymentsSql } from './orderPayments';

/**
 * `q` on orders: the number or the customer's email contains it, or a line's SKU does. Each side is a
 * trigram index lookup, joined by a union, so neither scans the orders.
 */
const orderSearch = (db: Database) => (q: unknown) => {
  const own = textSearch(q, { substring: [orders.number, orders.customer_email] });
  const bySku = textSearch(q, { substring: [orderLines.sku] });
  if (!own || !bySku) return undefined;
  const matching = db
    .select({ id: orders.id })
    .from(orders)
    .where(own)
    .union(db.select({ id: orderLines.order_id }).from(orderLines).where(bySku));
  return inArray(orders.id, matching);
};

/** The order's lines, in the order they were placed. */
const lines = sql`(
  select coalesce(json_agg(json_build_object(
    'id', ${orderLines.id}, 'variant_id', ${orderLines.variant_id}, 'sku', ${orderLines.sku}, 'title', ${orderLines.title}, 'hsn_code', ${orderLines.hsn_code},
    'quantity', ${orderLines.quantity}, 'unit_price', ${orderLines.unit_price}, 'gross', ${orderLines.gross},
    'discount', ${orderLines.discount}, 'net', ${orderLines.net}, 'tax_rate', ${orderLines.tax_rate}, 'tax', ${orderLines.tax},
    'cgst', ${orderLines.cgst}, 'sgst', ${orderLines.sgst}, 'igst', ${orderLines.igst}, 'returned_quantity', ${orderLines.returned_quantity}
  ) order by ${orderLines.id}), '[]'::json)
  from ${orderLines} where ${orderLines.order_id} = ${orders.id})`;

/** The timeline, oldest first, with who did each step. */
const events = sql`(
  select coalesce(json_agg(json_build_object(
    'id', ${orderEvents.id}, 'created_at', ${orderEvents.created_at}, 'kind', ${orderEvents.kind},
    'from_status', ${orderEvents.from_status}, 'to_status', ${orderEvents.to_status}, 'note', ${orderEvents.note},
    'data', ${orderEvents.data}, 'actor_id', ${orderEvents.actor_id},
    'actor_name', (select ${employees.first_name} || ' ' || ${employees.last_name} from ${employees} where ${employees.id} = ${orderEvents.actor_id})
  ) order by ${orderEvents.created_at}, ${orderEvents.id}), '[]'::json)
  from ${orderEvents} where ${orderEvents.order_id} = ${orders.id})`;

/** `fulfilment` on orders: the statuses of one stage (FULFILMENT_STAGES), through the status index. */
const fulfilmentFilter = (value: unknown) => inArray(orders.status, [...FULFILMENT_STAGES[parseFilter('fulfilment', z.enum(FULFILMENT_STAGE_NAMES), value)]]);

const storeName = sql<string | null>`(select ${stores.name} from ${stores} where ${stores.id} = ${orders.store_id})`;

/**
 * The orders list (filters on status, fulfilment stage, payment, channel, store, customer, placed_at range; `q`) and one order with
 * lines, timeline, payments and refunds, and what credit notes and exchanges add to its money.
 */
export const registerOrderList = (app: FastifyInstance, db: Database) => {
  registerCrud(app, db, {
    resource: getResource('orders'),
    table: orders,
    ...readOnlyOrderList(),
    search: orderSearch(db),
    customFilters: { fulfilment: fulfilmentFilter },
    defaultSort: { field: 'placed_at', order: 'DESC' },
    hiddenColumns: ['idempotency_key'],
    detailColumns: { lines, events, store_name: storeName, payments: paymentsSql, credited: creditedSql, exchange_due: exchangeDueSql },
  });
};
