import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';

/** A column's value as JSON carries it: timestamps as ISO strings, numbers and text as themselves. */
const wireValue = (column: PgColumn): z.ZodType => {
  if (column.enumValues?.length) return z.enum(column.enumValues as [string, ...string[]]);
  switch (column.columnType) {
    case 'PgInteger':
    case 'PgSmallInt':
    case 'PgSerial':
    case 'PgBigInt53':
      return z.number().int();
    case 'PgDoublePrecision':
    case 'PgReal':
      return z.number();
    case 'PgText':
    case 'PgVarchar':
    case 'PgUUID':
    case 'PgNumeric':
      return z.string();
    case 'PgBoolean':
      return z.boolean();
    case 'PgTimestamp':
      return z.iso.datetime({ offset: true });
    case 'PgDateString':
      return z.iso.date();
    case 'PgArray':
      return z.array(wireValue((column as unknown as { baseColumn: PgColumn }).baseColumn));
    default:
      return z.unknown();
  }
};

export interface RowSchemaOptions {
  /** Columns left out of answers (besides generated ones, which never show). */
  hidden?: readonly string[];
  /** Values added to the row (computed columns), by name; unknown when not described. */
  extra?: Record<string, z.ZodType>;
}

/**
 * A table's row as the API answers it. Other keys are allowed: computed columns and completed rows
 * add values a route describes in `extra` when it can.
 */
export const rowSchema = (table: PgTable, options: RowSchemaOptions = {}) => {
  const hidden = new Set(options.hidden);
  const shape: Record<string, z.ZodType> = {};
  for (const [name, column] of Object.entries(getTableColumns(table) as Record<string, PgColumn>)) {
    if (hidden.has(name) || column.generated) continue;
    const value = wireValue(column);
    shape[name] = column.notNull ? value : value.nullable();
  }
  return z.looseObject({ ...shape, ...options.extra });
};

/** The row of a selection of columns (a join's, a list's), as JSON carries it; a left join's columns pass `nullable`. */
export const selectionSchema = (columns: Record<string, PgColumn>, nullable: readonly string[] = []) =>
  z.object(
    Object.fromEntries(
      Object.entries(columns).map(([name, column]) => {
        const value = wireValue(column);
        return [name, column.notNull && !nullable.includes(name) ? value : value.nullable()];
      }),
    ),
  );
