import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { INT4_MAX, calendarDate, lineText, moment } from '@domain/bounds';
import { messageOfIssue } from '@domain/schemaMessages';
import { badRequest } from './errors';

/**
 * The values list filters accept, as schemas: a filter's value is checked before it reaches SQL, so
 * a malformed one is a 400 naming the filter, never a database error.
 */

/** Query strings and react-admin send numbers either way: 3 or "3". */
const integerText = z.string().regex(/^-?[0-9]{1,10}$/).transform(Number);
export const filterInteger = z.union([z.number(), integerText]).pipe(z.number().int().min(-INT4_MAX - 1).max(INT4_MAX));
export const filterId = z.union([z.number(), integerText]).pipe(z.number().int().positive().max(INT4_MAX));
export const filterText = lineText().max(500);
export const filterBoolean = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);

/** One value or a list of them (a multi-select). */
export const oneOrMany = <T extends z.ZodType>(value: T) => z.union([value, z.array(value).max(500)]);

/** The schema of a plain comparison with a column, from its type; undefined: the column cannot be filtered on. */
export const columnValueSchema = (column: PgColumn): z.ZodType | undefined => {
  if (column.enumValues?.length) return z.enum(column.enumValues as [string, ...string[]]);
  switch (column.columnType) {
    case 'PgInteger':
      return filterInteger;
    case 'PgText':
      return filterText;
    case 'PgBoolean':
      return filterBoolean;
    case 'PgTimestamp':
      return moment();
    case 'PgDateString':
      return calendarDate('');
    default:
      return undefined;
  }
};

/** The value of filter `key`, checked by `schema`: a 400 naming the filter when it does not fit. */
export const parseFilter = <T>(key: string, schema: z.ZodType<T>, value: unknown): T => {
  const result = schema.safeParse(value);
  if (!result.success)
    throw badRequest(
      { key: 'server.filter_malformed', params: { name: key } },
      { [key]: result.error.issues[0] ? messageOfIssue(result.error.issues[0]) : { key: 'server.filter_value_malformed' } },
    );
  return result.data;
};

/** `record[key]` when the record has it as its own: a filter or sort named `constructor` or `__proto__` finds nothing. */
export const ownEntry = <T>(record: Record<string, T> | undefined, key: string): T | undefined =>
  record && Object.hasOwn(record, key) ? record[key] : undefined;
