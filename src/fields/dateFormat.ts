import { DATE_TIME_OPTIONS } from '../i18n/dateTimeFormat';

const formats = new Map<string, Intl.DateTimeFormat>();
/** One Intl.DateTimeFormat per locale and options, kept: Date#toLocaleDateString builds one on every call. */
const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}) => {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
};

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
  if (showTime) return dateTimeFormat(locale, DATE_TIME_OPTIONS).format(date);
  const dateOnly = typeof value === 'string' && value.length <= DATE_ONLY_LENGTH;
  return dateTimeFormat(locale, dateOnly ? { timeZone: 'UTC' } : undefined).format(date);
};
