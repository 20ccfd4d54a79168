import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { rowsOf } from '../http/listTotal';
import type { Executor } from './client';

type Row = Record<string, unknown>;

export interface InsertManyOptions {
  /**
   * The columns answered for each inserted row, by key: all (true, the default), none (false), or
   * those named. Each answered column costs the driver a parse per row, on PGlite about as much as
   * the insert itself: ask for what the caller does not already hold (ids, defaults).
   */
  returning?: boolean | readonly string[];
  /** A unique index's expression: a row whose key is taken is passed over (`on conflict … do nothing`) and not answered. */
  skipTaken?: SQL;
}

/**
 * The rows as the JSON array json_to_recordset reads, by column name (a key left out reads as NULL).
 * Rows keyed by the columns' own names, with no other key holding a value, are written as they are: copying them first,
 * cell by cell, took an import batch more time than PostgreSQL spent inserting them.
 */
const recordsetJson = (rows: Row[], given: [string, PgColumn][]) => {
  const named = new Set(given.filter(([key, column]) => key === column.name).map(([key]) => key));
  const asTheyAre =
    named.size === given.length &&
    rows.every((row) => {
      for (const key in row) if (!named.has(key) && row[key] !== undefined) return false;
      return true;
    });
  return JSON.stringify(asTheyAre ? rows : rows.map((row) => Object.fromEntries(given.map(([key, column]) => [column.name, row[key] ?? null]))));
};

/**
 * Many rows in one INSERT with one parameter: the rows as a JSON array, spread by json_to_recordset
 * (json, not jsonb: read once as it streams by, not first built into a jsonb value and then taken apart),
 * answered as `.returning()` answers (fields by key, through the columns' own mapping). Drizzle's
 * multi-row insert binds a parameter per cell, and at import sizes building that statement cost more
 * CPU than PostgreSQL spent running it; it also capped a statement at 65,535 cells.
 * The columns written are those some row gives a value; a row without one writes NULL there, not the
 * column's default. Rows come back in the order given (a function scan feeds the insert in order).
 */
export const insertMany = async (tx: Executor, table: PgTable, rows: Row[], { returning = true, skipTaken }: InsertManyOptions = {}): Promise<Row[]> => {
  if (!rows.length) return [];
  const columns = Object.entries(getTableColumns(table));
  const given = columns.filter(([key]) => rows.some((row) => row[key] !== undefined));
  // Generated columns (search documents) are the database's: not written, not read back.
  const answered = columns.filter(([key, column]) => !column.generated && (returning === true || (Array.isArray(returning) && returning.includes(key))));
  const names = sql.raw(given.map(([, column]) => `"${column.name}"`).join(', '));
  const definitions = sql.raw(given.map(([, column]) => `"${column.name}" ${column.getSQLType()}`).join(', '));
  const json = recordsetJson(rows, given);
  const conflict = skipTaken ? sql` on conflict (${skipTaken}) do nothing` : sql``;
  const answer = answered.length ? sql` returning ${sql.raw(answered.map(([, column]) => `"${column.name}"`).join(', '))}` : sql``;
  const inserted = rowsOf<Row>(
    await tx.execute(sql`insert into ${table} (${names}) select ${names} from json_to_recordset(${json}::json) as given(${definitions})${conflict}${answer}`),
  );
  if (!answered.length) return [];
  return inserted.map((row) =>
    Object.fromEntries(answered.map(([key, column]) => [key, row[column.name] === null || row[column.name] === undefined ? null : column.mapFromDriverValue(row[column.name])])),
  );
};
