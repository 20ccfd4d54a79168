import { dateTimeFormat, formatDateTime } from '../i18n/dateTimeFormat';

/** A date without a time (2026-02-15) is read as UTC's midnight, so that no time zone shows the day before. */
const DATE_ONLY_LENGTH = 10;

/**
 * A date as LocaleDateField shows it (react-admin's DateField with the console's locale): the date, or
 * with `showTime` the date and time in the console's format. Nothing for an empty value; a value that
 * is not a date, as it is.
 */
export const formatDateValue = (value: unknown, locale: string, showTime = false): string | undefined => {
  if (value == null || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value as string | number);
  if (Number.isNaN(date.getTime())) return String(value);
  if (showTime) return formatDateTime(date, locale);
  const dateOnly = typeof value === 'string' && value.length <= DATE_ONLY_LENGTH;
  return dateTimeFormat(locale, dateOnly ? { timeZone: 'UTC' } : undefined).format(date);
};
