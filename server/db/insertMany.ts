import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { rowsOf } from '../http/listTotal';
import type { Executor } from './client';

type Row = Record<string, unknown>;

/**
 * Many rows in one INSERT with one parameter: the rows as a JSON array, spread by jsonb_to_recordset,
 * answered as `.returning()` answers (fields by key, through the columns' own mapping) unless
 * `returning` is false. Drizzle's
 * multi-row insert binds a parameter per cell, and at import sizes building that statement cost more
 * CPU than PostgreSQL spent running it; it also capped a statement at 65,535 cells.
 * The columns written are those some row gives a value; a row without one writes NULL there, not the
 * column's default. Rows come back in the order given (a function scan feeds the insert in order).
 */
export const insertMany = async (tx: Executor, table: PgTable, rows: Row[], { returning = true } = {}): Promise<Row[]> => {
  if (!rows.length) return [];
  const columns = Object.entries(getTableColumns(table));
  const given = columns.filter(([key]) => rows.some((row) => row[key] !== undefined));
  // Generated columns (search documents) are the database's: not written, not read back.
  const answered = columns.filter(([, column]) => !column.generated);
  const names = sql.raw(given.map(([, column]) => `"${column.name}"`).join(', '));
  const definitions = sql.raw(given.map(([, column]) => `"${column.name}" ${column.getSQLType()}`).join(', '));
  const json = JSON.stringify(rows.map((row) => Object.fromEntries(given.map(([key, column]) => [column.name, row[key] ?? null]))));
  const answer = returning ? sql` returning ${sql.raw(answered.map(([, column]) => `"${column.name}"`).join(', '))}` : sql``;
  const inserted = rowsOf<Row>(
    await tx.execute(sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${json}::jsonb) as given(${definitions})${answer}`),
  );
  return inserted.map((row) =>
    Object.fromEntries(answered.map(([key, column]) => [key, row[column.name] === null || row[column.name] === undefined ? null : column.mapFromDriverValue(row[column.name])])),
  );
};
