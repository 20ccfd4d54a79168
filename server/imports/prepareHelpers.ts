import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ImportRowError } from '@domain/imports/imports';
import type { ServerMessage } from '@domain/serverMessages';
import type { Executor } from '../db/client';
import { isOneOf } from '../db/oneOf';

/** The distinct non-empty values of a batch's column. */
export const distinct = (values: (string | undefined)[]) => [...new Set(values.filter((value): value is string => Boolean(value)))];

/** Ids of the rows whose `column` (lower-cased when `caseless`) is one of `values`, by that value. */
export const idsBy = async (tx: Executor, table: PgTable, id: PgColumn, column: PgColumn, values: string[], caseless = false) => {
  if (!values.length) return new Map<string, number>();
  const key: SQL<string> = caseless ? sql<string>`lower(${column})` : sql<string>`${column}`;
  const rows = await tx
    .select({ id, key })
    .from(table)
    .where(isOneOf(key, caseless ? values.map((value) => value.toLowerCase()) : values));
  return new Map(rows.map((row) => [row.key as string, row.id as number]));
};

/** Resolves an optional reference cell to an id, pushing `unknown` at `field` when nothing answers to it. */
export const resolveReference = (
  errors: ImportRowError[],
  row: number,
  field: string,
  value: string | undefined,
  ids: Map<string, number>,
  unknown: ServerMessage,
): number | null => {
  if (!value) return null;
  const found = ids.get(value.toLowerCase()) ?? ids.get(value);
  if (found === undefined) errors.push({ row, field, message: unknown });
  return found ?? null;
};

/** One message per field, the first. */
export const firstPerField = (errors: ImportRowError[]) => errors.filter((error, index) => errors.findIndex((other) => other.field === error.field) === index);

/** Whether a stored record differs from an imported one in any of `fields` (arrays and objects by value). */
export const differs = <Data extends object>(stored: object, data: Data, fields: readonly (keyof Data & string)[]) =>
  fields.some((field) => JSON.stringify((stored as Record<string, unknown>)[field] ?? null) !== JSON.stringify(data[field] ?? null));
