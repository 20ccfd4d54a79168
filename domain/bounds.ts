import { z } from './zod';
import { schemaMessage } from './schemaMessages';

/**
 * What the database can store, as shared checks: a value the schemas pass never fails in PostgreSQL
 * (a 4xx at the field instead of a database error, and no stored value that breaks a later query).
 */

/** PostgreSQL `integer` (int4): ids, positions, money in paise. */
export const INT4_MAX = 2_147_483_647;

/** Dates outside these years are typing mistakes here (and year 0 or ±275760 do not fit PostgreSQL). */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2200;

/** C0 controls and DEL except tab, newline and carriage return: never meant in typed text (NUL cannot be stored). */
const isControlInText = (code: number) => (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;
/** One-line text also refuses tab and line breaks. */
const isControlInLine = (code: number) => code < 0x20 || code === 0x7f;

export const hasControlCharacters = (text: string, multiLine = true) => {
  const isControl = multiLine ? isControlInText : isControlInLine;
  for (let i = 0; i < text.length; i++) if (isControl(text.charCodeAt(i))) return true;
  return false;
};

/** Text of one line (names, titles, codes): refuses control characters, tab and line breaks included. */
export const lineText = (message?: string) => z.string({ error: message }).refine((text) => !hasControlCharacters(text, false), schemaMessage('server.control_characters'));

/** Text that may span lines (descriptions, reasons): refuses control characters except tab and newline. */
export const multiLineText = () => z.string().refine((text) => !hasControlCharacters(text), schemaMessage('server.control_characters'));

/** Optional text, '' when empty: react-admin's inputs send a cleared text as null. */
export const optionalText = (text: z.ZodType<string>) =>
  text
    .nullable()
    .transform((value) => value ?? '')
    .default('');

/** The id of a record: a positive int4. */
export const recordId = (message?: string) => z.number({ error: message }).int(message).positive(message).max(INT4_MAX, message);

/** A whole number an int4 column holds, from `min`. */
export const int4 = (min = 0, message?: string) => z.number({ error: message }).int(message).min(min, message).max(INT4_MAX, message);

const yearOf = (date: Date) => date.getUTCFullYear();
const DATE_RANGE = schemaMessage('server.date_out_of_range', { min: MIN_YEAR, max: MAX_YEAR });

/** A date within MIN_YEAR..MAX_YEAR (an invalid date fails too). */
export const isWithinYears = (date: Date) => !Number.isNaN(date.getTime()) && yearOf(date) >= MIN_YEAR && yearOf(date) <= MAX_YEAR;

/** An ISO date-time with an offset, as a Date within the allowed years. */
export const dateTime = (message: string) =>
  z.iso
    .datetime({ offset: true, message })
    .transform((value) => new Date(value))
    .refine(isWithinYears, DATE_RANGE);

/** An ISO calendar date (YYYY-MM-DD) within the allowed years, kept as text. */
export const calendarDate = (message: string) => z.iso.date({ message }).refine((value) => isWithinYears(new Date(value)), DATE_RANGE);

/** A moment given as text or a timestamp that `Date` reads (console date inputs), within the allowed years. */
export const moment = () => z.union([z.string(), z.number(), z.date()]).pipe(z.coerce.date()).refine(isWithinYears, DATE_RANGE);
