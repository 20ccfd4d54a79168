import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { products } from '../../../db/schema';

/** How many products file a record under `column` (indexed), as a computed list column. */
export const productsFiledUnder = (column: PgColumn, id: PgColumn) =>
  sql<number>`(select count(*)::int from ${products} where ${column} = ${id})`;
