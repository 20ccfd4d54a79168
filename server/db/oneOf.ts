import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * `expression = any(values)` with the texts sent as one JSON parameter. An import batch looks up
 * thousands of keys: drizzle's `inArray` binds a parameter each, and building and binding those cost
 * more than the index lookups. The expression's own index serves (`= ANY` is an index condition).
 */
export const isOneOf = (expression: SQL | PgColumn, values: readonly string[]): SQL =>
  sql`${expression} = any(array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb)))`;
