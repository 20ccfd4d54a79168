import { sql } from 'drizzle-orm';
import { DASHBOARD_TOP, type RankedRow, type SalesFigures, type SeriesPoint, type StoreRow } from '@domain/dashboard';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../http/listTotal';
import type { Ranking } from './ranked';

/**
 * The figures of whole business days read from the daily sums the order triggers keep
 * (server/db/schema/dashboard.ts): a year is some thousands of rows instead of every order and line.
 */
const days = (from: string, to: string) => sql`day between ${from}::date and ${to}::date`;

export const dailySales = async (db: Executor, from: string, to: string): Promise<SalesFigures> => {
  const [row] = rowsOf<{ revenue: number; orders: number; units: number }>(
    await db.execute(sql`select coalesce(sum(revenue), 0)::float8 as revenue, coalesce(sum(orders), 0)::float8 as orders, coalesce(sum(units), 0)::float8 as units
      from dashboard_daily_sales where ${days(from, to)}`),
  );
  const { revenue, orders, units } = { revenue: Number(row!.revenue), orders: Number(row!.orders), units: Number(row!.units) };
  return { revenue, orders, units, average_order_value: orders ? Math.round(revenue / orders) : 0 };
};

export const dailySeries = async (db: Executor, from: string, to: string): Promise<SeriesPoint[]> =>
  rowsOf<SeriesPoint>(
    await db.execute(sql`select to_char(day, 'YYYY-MM-DD') as bucket, channel, sum(revenue)::float8 as revenue, sum(orders)::int as orders
      from dashboard_daily_sales where ${days(from, to)} group by day, channel having sum(orders) > 0 order by day, channel`),
  ).map((row) => ({ ...row, revenue: Number(row.revenue), orders: Number(row.orders) }));

export const dailyStores = async (db: Executor, from: string, to: string): Promise<StoreRow[]> =>
  rowsOf<StoreRow>(
    await db.execute(sql`select s.id, s.name, coalesce(t.revenue, 0)::float8 as revenue, coalesce(t.orders, 0)::int as orders
      from stores s left join (select store_id, sum(revenue) as revenue, sum(orders) as orders from dashboard_daily_sales
        where store_id <> 0 and ${days(from, to)} group by store_id) t on t.store_id = s.id
      order by revenue desc, s.name, s.id`),
  ).map((row) => ({ id: Number(row.id), name: row.name, revenue: Number(row.revenue), orders: Number(row.orders) }));

const KEYS: Record<Ranking, { key: string; table: string; name: string }> = {
  products: { key: 'p.id', table: 'products', name: 'title' },
  brands: { key: 'p.brand_id', table: 'brands', name: 'name' },
  designers: { key: 'p.designer_id', table: 'designers', name: 'name' },
  categories: { key: 'p.category_id', table: 'categories', name: 'name' },
};

export const dailyRanked = async (db: Executor, ranking: Ranking, from: string, to: string): Promise<RankedRow[]> => {
  const { key, table, name } = KEYS[ranking];
  return rowsOf<RankedRow>(
    await db.execute(sql`select g.id, g.${sql.raw(name)} as name, t.revenue::float8 as revenue, t.units::int as units
      from (select ${sql.raw(key)} as id, sum(d.revenue) as revenue, sum(d.units) as units
        from dashboard_daily_products d join products p on p.id = d.product_id
        where ${days(from, to)} and ${sql.raw(key)} is not null group by 1 having sum(d.units) > 0 order by revenue desc, 1 limit ${DASHBOARD_TOP}) t
      join ${sql.raw(table)} g on g.id = t.id order by t.revenue desc, g.id`),
  ).map((row) => ({ id: Number(row.id), name: row.name, revenue: Number(row.revenue), units: Number(row.units) }));
};
