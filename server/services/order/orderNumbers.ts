import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderNumberCounters, orders } from '../../db/schema';
import { rowsOf } from '../../http/listTotal';

const SERIES = 'SO';
const FIRST = 1000;

/** An order's number as staff read it: SO-0001234. */
export const orderNumber = (value: number) => `${SERIES}-${String(value).padStart(7, '0')}`;

/**
 * The counter's first use: it starts after the highest number already given (databases whose orders
 * a sequence numbered before). Two first uses at once meet at the primary key, the second adding to the first.
 */
const startCounter = async (tx: Executor, count: number) => {
  const [latest] = await tx.select({ number: orders.number }).from(orders).orderBy(desc(orders.number)).limit(1);
  const before = latest ? Number(latest.number.slice(SERIES.length + 1)) : FIRST - 1;
  const [row] = await tx
    .insert(orderNumberCounters)
    .values({ series: SERIES, last: before + count })
    .onConflictDoUpdate({ target: orderNumberCounters.series, set: { last: sql`${orderNumberCounters.last} + ${count}` } })
    .returning({ last: orderNumberCounters.last });
  return row!.last;
};

/**
 * The next `count` order numbers, without gaps: the counter's row stays locked until the transaction
 * ends, and a rollback gives its numbers back. Take them late in a transaction: every other placement
 * waits for the row meanwhile.
 */
export const takeOrderNumbers = async (tx: Executor, count = 1): Promise<string[]> => {
  const [row] = await tx
    .update(orderNumberCounters)
    .set({ last: sql`${orderNumberCounters.last} + ${count}` })
    .where(eq(orderNumberCounters.series, SERIES))
    .returning({ last: orderNumberCounters.last });
  const last = row?.last ?? (await startCounter(tx, count));
  return Array.from({ length: count }, (_, index) => orderNumber(last - count + 1 + index));
};

/** An id for an order about to be written, so its stock can be reserved before it takes its number. */
export const nextOrderId = async (tx: Executor) => {
  const [row] = rowsOf<{ id: number }>(await tx.execute(sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`));
  return Number(row!.id);
};
