import { sql } from 'drizzle-orm';
import { BUSINESS_CURRENCY, BUSINESS_TIME_ZONE } from '@domain/fieldKinds';
import { DASHBOARD_RECENT_ORDERS, dayIn, periodDays, type DashboardFigures, type DashboardQuery, type RecentOrder } from '@domain/dashboard';
import { canDo, type AccessSubject, type Module } from '@domain/permissions';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../http/listTotal';
import { dailyCustomers, dailyRankings, dailySales, dailySeries, dailyStores } from './daily';
import { ranked, type Ranking } from './ranked';
import { creditNoteFigures, customerFigures, returnFigures, salesFigures, salesSeries, storeFigures } from './sales';
import { lowStock, reviewQueue } from './stock';
import { isoText, windowOf } from './window';

export interface DashboardOptions {
  /** The business's time zone: days start at its midnight. */
  timeZone: string;
  /** Whose figures: a section their role may not list is left out, never computed. */
  staff: Pick<AccessSubject, 'is_super_admin' | 'permissions'>;
  now?: Date;
}

/** Ordered by the table's column (`o.`): a bare `placed_at` is the ISO text of the answer, sorted whole (1.5 s at a million orders). */
const recentOrders = async (db: Executor): Promise<RecentOrder[]> =>
  rowsOf<RecentOrder>(
    await db.execute(sql`select o.id, o.number, o.customer_name, o.channel, o.status, o.total, ${isoText(sql.raw('o.placed_at'))} as placed_at
      from orders o order by o.placed_at desc, o.id desc limit ${DASHBOARD_RECENT_ORDERS}`),
  ).map((row) => ({ ...row, id: Number(row.id), total: Number(row.total) }));

const RANKINGS: Ranking[] = ['products', 'brands', 'designers', 'categories'];

/**
 * The dashboard's figures of a period against the one before, in the business's days. Queries run one
 * after another: PGlite serves one at a time, and PostgreSQL's pool is shared with every other request.
 */
export const dashboardFigures = async (db: Executor, query: DashboardQuery, options: DashboardOptions): Promise<DashboardFigures> => {
  const may = (module: Module) => canDo(options.staff, module, 'list');
  const days = periodDays(query, dayIn(options.timeZone, options.now ?? new Date()));
  const bounds = await windowOf(db, days, options.timeZone);
  const { start, end, previous_start, previous_end } = bounds;
  const bucket = days.from === days.to ? 'hour' : 'day';
  const figures: DashboardFigures = { time_zone: options.timeZone, currency: BUSINESS_CURRENCY, days, bounds, bucket };
  // The daily sums are of the business's days: another time zone (a test's) counts from the orders.
  const daily = options.timeZone === BUSINESS_TIME_ZONE;
  if (may('orders')) {
    const current = daily ? await dailySales(db, days.from, days.to) : await salesFigures(db, start, end);
    const previous = daily ? await dailySales(db, days.previous_from, days.previous_to) : await salesFigures(db, previous_start, previous_end);
    figures.sales = { current, previous };
    figures.returns = { current: await returnFigures(db, start, end, current.orders), previous: await returnFigures(db, previous_start, previous_end, previous.orders) };
    figures.series = daily && bucket === 'day' ? await dailySeries(db, days.from, days.to) : await salesSeries(db, start, end, options.timeZone, bucket);
    figures.stores = daily ? await dailyStores(db, days.from, days.to) : await storeFigures(db, start, end);
    figures.recent_orders = await recentOrders(db);
    if (may('customers'))
      figures.customers = daily
        ? { current: await dailyCustomers(db, days.from, days.to), previous: await dailyCustomers(db, days.previous_from, days.previous_to) }
        : { current: await customerFigures(db, start, end), previous: await customerFigures(db, previous_start, previous_end) };
    if (may('products')) {
      if (daily) figures.top = await dailyRankings(db, days.from, days.to);
      else {
        figures.top = {};
        for (const ranking of RANKINGS) figures.top[ranking] = await ranked(db, ranking, start, end);
      }
    }
  }
  if (may('credit_notes')) figures.credit_notes = { current: await creditNoteFigures(db, start, end), previous: await creditNoteFigures(db, previous_start, previous_end) };
  if (may('warehouses')) figures.low_stock = await lowStock(db);
  if (may('variant_review')) figures.review_queue = await reviewQueue(db);
  return figures;
};
