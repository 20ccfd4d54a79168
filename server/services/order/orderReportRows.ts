import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type postgres from 'postgres';
import { REPORT_TIME_ZONE, addDays, type OrderReportQuery } from '@domain/orders/report';
import type { Database } from '../../db/client';
import { orders, stores } from '../../db/schema';

/** Rows a batch holds: the CSV stream never holds more than one batch of the history. */
export const REPORT_BATCH = 1_000;

/** The start of a calendar day in the business's time zone, as a timestamptz. */
const startOf = (day: string) => sql`(${day}::timestamp at time zone ${REPORT_TIME_ZONE})`;

/** Orders the report's query selects: placed within its days (by the placed_at index), of its channel, status and store. */
export const reportCondition = (query: OrderReportQuery): SQL =>
  and(
    sql`${orders.placed_at} >= ${startOf(query.from)}`,
    sql`${orders.placed_at} < ${startOf(addDays(query.to, 1))}`,
    query.channel ? eq(orders.channel, query.channel) : undefined,
    query.status ? eq(orders.status, query.status) : undefined,
    query.store_id ? eq(orders.store_id, query.store_id) : undefined,
  )!;

const rowColumns = {
  id: orders.id,
  number: orders.number,
  /** The keyset's first half as PostgreSQL writes it: it reads back to the very microsecond (a Date keeps milliseconds). */
  placed_at_key: sql<string>`${orders.placed_at}::text`.as('placed_at_key'),
  /** The same instant as ISO 8601 UTC text, alike from both drivers (postgres-js leaves timestamps as PostgreSQL writes them). */
  placed_at_iso: sql<string>`to_char(${orders.placed_at} at time zone 'UTC', ${'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'})`.as('placed_at_iso'),
  channel: orders.channel,
  status: orders.status,
  payment_status: orders.payment_status,
  store: sql<string | null>`${stores.name}`.as('store'),
  customer_name: orders.customer_name,
  customer_email: orders.customer_email,
  items_count: orders.items_count,
  subtotal: orders.subtotal,
  discount: orders.discount,
  tax: orders.tax,
  cgst: orders.cgst,
  sgst: orders.sgst,
  igst: orders.igst,
  shipping: orders.shipping,
  total: orders.total,
  currency: orders.currency,
};

const rowsQuery = (db: Database, condition: SQL | undefined) =>
  db.select(rowColumns).from(orders).leftJoin(stores, eq(stores.id, orders.store_id)).where(condition).orderBy(asc(orders.placed_at), asc(orders.id));

export type ReportRow = Awaited<ReturnType<typeof rowsQuery>>[number];

/** postgres-js (a function with `unsafe`) rather than PGlite. */
const postgresClientOf = (db: Database): postgres.Sql | undefined => {
  const client = (db as unknown as { $client: unknown }).$client;
  return typeof client === 'function' ? (client as postgres.Sql) : undefined;
};

/**
 * The query read through a server-side cursor, `batchSize` rows a fetch, in a read-only transaction
 * on a connection of its own. A cursor is planned to answer its first rows soon (an index scan in
 * (placed_at, id) order, no sort of the whole history); leaving early closes it.
 */
async function* cursorBatches(client: postgres.Sql, query: { sql: string; params: unknown[] }, batchSize: number) {
  const connection = await client.reserve();
  let open = true;
  try {
    await connection.unsafe('begin isolation level repeatable read read only');
    await connection.unsafe(`declare order_report no scroll cursor for ${query.sql}`, query.params as postgres.ParameterOrJSON<never>[]);
    for (;;) {
      const batch = (await connection.unsafe(`fetch ${batchSize} from order_report`)) as unknown as ReportRow[];
      if (batch.length) yield [...batch];
      if (batch.length < batchSize) break;
    }
    await connection.unsafe('commit');
    open = false;
  } finally {
    // Left early (the client went away) or failed: the transaction and its cursor end with a rollback.
    if (open) await connection.unsafe('rollback').catch(() => undefined);
    connection.release();
  }
}

/**
 * The report's rows oldest first, in batches of `batchSize`. On PostgreSQL one query read through a
 * cursor (the server holds the rest); on PGlite, whose queries answer whole, a keyset walk: each
 * query starts after the (placed_at, id) the one before ended on (the orders_placed_at index's
 * order). Either way memory holds one batch.
 */
export async function* reportRowBatches(db: Database, query: OrderReportQuery, batchSize = REPORT_BATCH): AsyncGenerator<ReportRow[]> {
  const condition = reportCondition(query);
  const client = postgresClientOf(db);
  if (client) {
    yield* cursorBatches(client, rowsQuery(db, condition).toSQL(), batchSize);
    return;
  }
  let after: ReportRow | undefined;
  for (;;) {
    const keyset = after && sql`(${orders.placed_at}, ${orders.id}) > (${after.placed_at_key}::timestamptz, ${after.id})`;
    const batch = await rowsQuery(db, and(condition, keyset)).limit(batchSize);
    if (batch.length) yield batch;
    if (batch.length < batchSize) return;
    after = batch[batch.length - 1]!;
  }
}
