import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { z } from 'zod';
import { neutraliseFormula } from '@domain/imports/csvCells';
import { fieldKind } from '@domain/fieldKinds';
import { csvHeader, kindCell } from '@domain/fieldText';
import { ORDER_CHANNELS, type OrderChannel } from '@domain/orders/states';
import { ORDER_REPORT_COLUMNS, REPORT_TIME_ZONE, orderReportQuerySchema, type OrderReport, type OrderReportSums } from '@domain/orders/report';
import { getResource } from '@domain/resources';
import type { Database } from '../../db/client';
import { sendCsv } from '../../http/csv';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { orders } from '../../db/schema';
import { reportCondition, reportRowBatches, type ReportRow } from './orderReportRows';

const sums = z.object({ orders: z.number().int(), items: z.number().int(), subtotal: z.number().int(), discount: z.number().int(), tax: z.number().int(), shipping: z.number().int(), total: z.number().int() });
const channel = z.object({ channel: z.enum(ORDER_CHANNELS) });
/** `OrderReport` as the route answers it. */
const reportAnswer = z.object({ days: z.array(sums.extend(channel.shape).extend({ day: z.iso.date() })), channels: z.array(sums.extend(channel.shape)), totals: sums, currency: z.string() });

const SUMMED = ['items', 'subtotal', 'discount', 'tax', 'shipping', 'total'] as const;
const none = (): OrderReportSums => ({ orders: 0, items: 0, subtotal: 0, discount: 0, tax: 0, shipping: 0, total: 0 });
const add = (into: OrderReportSums, row: OrderReportSums) => {
  into.orders += row.orders;
  for (const field of SUMMED) into[field] += row[field];
};
/** A sum as a number on both drivers (PostgreSQL's bigint arrives as text). */
const total = (column: AnyPgColumn) => sql`coalesce(sum(${column}), 0)`.mapWith(Number);

/** Sums by day (in the business's time zone) and channel, in one grouped query; by channel and overall from those. */
const orderReport = async (db: Database, condition: ReturnType<typeof reportCondition>): Promise<OrderReport> => {
  const day = sql<string>`to_char(${orders.placed_at} at time zone ${REPORT_TIME_ZONE}, 'YYYY-MM-DD')`;
  const days = await db
    .select({
      day,
      channel: sql<OrderChannel>`${orders.channel}`,
      orders: sql`count(*)`.mapWith(Number),
      items: total(orders.items_count),
      subtotal: total(orders.subtotal),
      discount: total(orders.discount),
      tax: total(orders.tax),
      shipping: total(orders.shipping),
      total: total(orders.total),
    })
    .from(orders)
    .where(condition)
    .groupBy(sql`1`, orders.channel)
    .orderBy(sql`1`, orders.channel);
  const byChannel = new Map<OrderChannel, OrderReportSums>();
  const totals = none();
  for (const row of days) {
    const sums = byChannel.get(row.channel) ?? none();
    add(sums, row);
    byChannel.set(row.channel, sums);
    add(totals, row);
  }
  return { days, channels: [...byChannel].map(([channel, sums]) => ({ channel, ...sums })), totals, currency: 'INR' };
};

const REPORT_KINDS = ORDER_REPORT_COLUMNS.map((column) => fieldKind('orders', column));
/** The CSV's header: each column by name, money and moments with their unit ("total (INR)", "placed_at (Asia/Kolkata)"). */
const REPORT_HEADER = ORDER_REPORT_COLUMNS.map((column) => csvHeader('orders', column));

/** One CSV record of an order: text cells neutralised (a name typed as "=..." stays text), money in rupees, the time India's. */
const record = (row: ReportRow) =>
  ORDER_REPORT_COLUMNS.map((column, index) => {
    const value = column === 'placed_at' ? row.placed_at_iso : row[column];
    return typeof value === 'string' && REPORT_KINDS[index] === undefined ? neutraliseFormula(value) : kindCell(value, REPORT_KINDS[index]);
  });

/**
 * `GET /orders/history-report?from&to[&channel&status&store_id]`: totals by day and channel, by channel,
 * and overall (orders `list`); `GET /orders/history-report.csv` with the same query: every order of
 * it, streamed from the database batch by batch (orders `export`).
 */
export const registerOrderReport = (app: FastifyInstance, db: Database) => {
  const { apiPath, module } = getResource('orders');
  app.get(`/${apiPath}/history-report`, { config: { access: { module, action: 'list' } }, schema: { querystring: orderReportQuerySchema, response: { 200: reportAnswer } } }, async (request) =>
    orderReport(db, reportCondition(orderReportQuerySchema.parse(request.query ?? {}))),
  );
  app.get(`/${apiPath}/history-report.csv`, { config: { access: { module, action: 'export' } }, schema: { querystring: orderReportQuerySchema, produces: 'text/csv' } }, async (request, reply) => {
    const query = orderReportQuerySchema.parse(request.query ?? {});
    // The header goes with the first rows: the first byte tells how soon the database answered.
    async function* lines() {
      let header = `${Papa.unparse([REPORT_HEADER])}\r\n`;
      for await (const batch of reportRowBatches(db, query)) {
        yield `${header}${Papa.unparse(batch.map(record))}\r\n`;
        header = '';
      }
      if (header) yield header;
    }
    return sendCsv(reply, `order-history-${query.from}-${query.to}.csv`, lines());
  });
};
