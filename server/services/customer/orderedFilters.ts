import { and, exists, gte, inArray, lt, not, sql, type SQL } from 'drizzle-orm';
import { SALE_STATUSES } from '@domain/dashboard';
import type { Database } from '../../db/client';
import { customers, orders } from '../../db/schema';
import { moment } from '@domain/bounds';
import { parseFilter } from '../../http/filterValues';

/**
 * The customer list's filters by the orders that count as sales (the dashboard's): ordered in a range,
 * and the first such order in a range. The dashboard's new customers of a period are those whose first
 * order falls in it; its returning ones ordered in it and had a first order before it.
 * An upper bound names a millisecond and takes all of it (the stored times have microseconds).
 */
type Filter = Record<string, unknown>;

const given = (value: unknown) => value !== undefined && value !== null && value !== '';
const at = (key: string, value: unknown) => parseFilter(key, moment(), value);
const untilEndOf = (key: string, value: unknown) => sql`${at(key, value).toISOString()}::timestamptz + interval '1 millisecond'`;

export const orderedFilters = (db: Database) => {
  /** A sale of the customer's placed where `placed` says. */
  const sale = (placed: SQL | undefined) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(orders)
        .where(and(sql`${orders.customer_id} = ${customers.id}`, inArray(orders.status, [...SALE_STATUSES]), placed)),
    );
  const from = (key: string, value: unknown) => gte(orders.placed_at, at(key, value));
  const until = (key: string, value: unknown) => lt(orders.placed_at, untilEndOf(key, value));
  return {
    // The two bounds of one range: one order within both, so the lower bound builds it when both are given.
    ordered_at_gte: (value: unknown, filter: Filter) =>
      sale(and(from('ordered_at_gte', value), given(filter.ordered_at_lte) ? until('ordered_at_lte', filter.ordered_at_lte) : undefined)),
    ordered_at_lte: (value: unknown, filter: Filter) => (given(filter.ordered_at_gte) ? undefined : sale(until('ordered_at_lte', value))),
    first_order_at_gte: (value: unknown) => and(sale(from('first_order_at_gte', value)), not(sale(lt(orders.placed_at, at('first_order_at_gte', value))))),
    first_order_at_lte: (value: unknown) => sale(until('first_order_at_lte', value)),
  } satisfies Record<string, (value: unknown, filter: Filter) => SQL | undefined>;
};
