import { sql } from 'drizzle-orm';
import { DASHBOARD_TOP, type CustomerFigures, type RankedRow, type SalesFigures, type SeriesPoint, type StoreRow } from '@domain/dashboard';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../http/listTotal';
import { periodPieces } from './pieces';
import type { Ranking } from './ranked';

/**
 * The figures of whole business days read from the sums the order triggers keep (server/db/schema/
 * dashboard.ts): a year is some thousands of rows instead of every order and line.
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

/**
 * Every ranking of the period from one pass over its products' sums (whole months and edge days, see
 * pieces.ts), grouped by product, brand, designer and category at once: a year was four scans of 365 days.
 */
export const dailyRankings = async (db: Executor, from: string, to: string): Promise<Record<Ranking, RankedRow[]>> => {
  const { months, days: edges } = periodPieces(from, to);
  const parts = [
    ...(months.length ? [sql`select product_id, revenue, units from dashboard_monthly_products where month in (${sql.join(months.map((month) => sql`${month}::date`), sql`, `)})`] : []),
    ...edges.map((piece) => sql`select product_id, ${sql.raw(String(piece.sign))} * revenue, ${sql.raw(String(piece.sign))} * units from dashboard_daily_products where ${days(piece.from, piece.to)}`),
  ];
  const rows = rowsOf<RankedRow & { ranking: Ranking }>(
    await db.execute(sql`with sold as (select product_id, sum(revenue) as revenue, sum(units) as units from (${sql.join(parts, sql` union all `)}) s(product_id, revenue, units) group by product_id),
      grouped as (select case when grouping(p.id) = 0 then 'products' when grouping(p.brand_id) = 0 then 'brands' when grouping(p.designer_id) = 0 then 'designers' else 'categories' end as ranking,
          coalesce(p.id, p.brand_id, p.designer_id, p.category_id) as id, sum(s.revenue) as revenue, sum(s.units) as units
        from sold s join products p on p.id = s.product_id
        group by grouping sets ((p.id), (p.brand_id), (p.designer_id), (p.category_id)) having sum(s.units) > 0),
      top as (select *, row_number() over (partition by ranking order by revenue desc, id) as place from grouped where id is not null)
      select t.ranking, t.id, case t.ranking when 'products' then (select title from products where id = t.id) when 'brands' then (select name from brands where id = t.id)
          when 'designers' then (select name from designers where id = t.id) else (select name from categories where id = t.id) end as name,
        t.revenue::float8 as revenue, t.units::int as units
      from top t where t.place <= ${DASHBOARD_TOP} order by t.ranking, t.place`),
  );
  const rankings: Record<Ranking, RankedRow[]> = { products: [], brands: [], designers: [], categories: [] };
  for (const row of rows) rankings[row.ranking].push({ id: Number(row.id), name: row.name, revenue: Number(row.revenue), units: Number(row.units) });
  return rankings;
};

/**
 * New and returning customers of the period from their days (a row per day with a sale): their first
 * day is the key's first row, and a day in the period one probe; the same answer as customerFigures.
 */
export const dailyCustomers = async (db: Executor, from: string, to: string): Promise<CustomerFigures> => {
  const [row] = rowsOf<{ new: number; returning: number }>(
    await db.execute(sql`select count(*) filter (where first between ${from}::date and ${to}::date)::int as new,
        count(*) filter (where first < ${from}::date and exists(select 1 from dashboard_customer_days d where d.customer_id = c.id and ${days(from, to)}))::int as returning
      from (select c.id, (select min(d.day) from dashboard_customer_days d where d.customer_id = c.id) as first from customers c) c`),
  );
  return { new: Number(row!.new), returning: Number(row!.returning) };
};
