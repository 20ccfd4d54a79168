import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * `expression in (values)` with the texts sent as one JSON parameter. An import batch looks up
 * thousands of keys: drizzle's `inArray` binds a parameter each, and building and binding those cost
 * more than the lookups. As a subquery the planner joins the keys (hashed, or through the
 * expression's index); `= any(array(...))` on a small table was a scan comparing each row with every
 * key (2,000 keys over 1,500 seeded variants: 51 ms a lookup, 1.7 ms joined).
 */
export const isOneOf = (expression: SQL | PgColumn, values: readonly string[]): SQL =>
  sql`${expression} in (select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
