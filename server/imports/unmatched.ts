import { and, eq, sql } from 'drizzle-orm';
import type { UnmatchedField, UnmatchedValue } from '@domain/imports/unmatched';
import type { Executor } from '../db/client';
import { importErrors } from '../db/schema';
import type { UnmatchedResolver } from './definition';

/** Values listed in a preview; the error report has every row. */
const VALUES_SHOWN = 100;
const FIRST_ROWS = 5;

/**
 * A dry run's values that named no record, from its refusals: one per field and value (regardless of
 * case and spaces around it), with how many rows it holds up and the first of them. One query.
 */
export const unmatchedValues = async (executor: Executor, importId: number, resolver: UnmatchedResolver): Promise<UnmatchedValue[]> => {
  const fields = Object.entries(resolver.fields) as [UnmatchedField, { key: string; module?: string }][];
  const refusedAs = sql.join(
    fields.map(([field, { key }]) => sql`(${importErrors.field} = ${field} and ${importErrors.message} ->> 'key' = ${key})`),
    sql` or `,
  );
  const rows = await executor
    .select({
      field: importErrors.field,
      value: sql<string>`min(trim(${importErrors.value}))`,
      rows: sql<number>`count(*)::int`,
      first_rows: sql<number[]>`(array_agg(${importErrors.row} order by ${importErrors.row}))[1:${sql.raw(String(FIRST_ROWS))}]`,
    })
    .from(importErrors)
    .where(and(eq(importErrors.import_id, importId), sql`(${refusedAs})`))
    .groupBy(importErrors.field, sql`lower(trim(${importErrors.value}))`)
    .orderBy(sql`count(*) desc`, sql`min(${importErrors.row})`)
    .limit(VALUES_SHOWN);
  return rows.map((row) => ({ ...row, field: row.field as UnmatchedField, resolvable: Boolean(resolver.fields[row.field as UnmatchedField]?.module) }));
};
