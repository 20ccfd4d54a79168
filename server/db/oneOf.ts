import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * `expression in (values)` with the texts sent as one JSON parameter: an import batch looks up thousands
 * of keys, and a parameter each (drizzle's `inArray`) costs more than the lookups. As a subquery the
 * planner joins the keys; `= any(array(...))` scanned a small table once per key.
 */
export const isOneOf = (expression: SQL | PgColumn, values: readonly string[]): SQL =>
  sql`${expression} in (select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
