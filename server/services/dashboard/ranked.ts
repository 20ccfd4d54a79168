import { sql } from 'drizzle-orm';
import { DASHBOARD_TOP, type RankedRow } from '@domain/dashboard';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../http/listTotal';
import { sold } from './sales';
import { within } from './window';

export type Ranking = 'products' | 'brands' | 'designers' | 'categories';

/** What a ranking groups the sold lines by: the product itself, or its brand, designer or category. */
const GROUPS: Record<Ranking, { key: string; table: string }> = {
  products: { key: 'p.id', table: 'products' },
  brands: { key: 'p.brand_id', table: 'brands' },
  designers: { key: 'p.designer_id', table: 'designers' },
  categories: { key: 'p.category_id', table: 'categories' },
};

/**
 * The best sellers of [start, end) by the lines' value after discount (their `net`), with the units
 * sold: the lines of the orders that count as sales, through their variant's product.
 */
export const ranked = async (db: Executor, ranking: Ranking, start: string, end: string): Promise<RankedRow[]> => {
  const { key, table } = GROUPS[ranking];
  const name = ranking === 'products' ? 'title' : 'name';
  const rows = rowsOf<RankedRow>(
    await db.execute(sql`select g.id, g.${sql.raw(name)} as name, t.revenue::float8 as revenue, t.units::int as units
      from (select ${sql.raw(key)} as id, sum(l.net) as revenue, sum(l.quantity) as units
        from orders o join order_lines l on l.order_id = o.id join variants v on v.id = l.variant_id join products p on p.id = v.product_id
        where o.${sold} and ${within(sql.raw('o.placed_at'), start, end)} and ${sql.raw(key)} is not null
        group by 1 order by revenue desc, 1 limit ${DASHBOARD_TOP}) t
      join ${sql.raw(table)} g on g.id = t.id order by t.revenue desc, g.id`),
  );
  return rows.map((row) => ({ id: Number(row.id), name: row.name, revenue: Number(row.revenue), units: Number(row.units) }));
};
