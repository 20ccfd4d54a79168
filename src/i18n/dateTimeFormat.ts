import { DATE_TIME_OPTIONS } from '@domain/fieldText';

/**
 * One date-and-time format per console language (DATE_TIME_OPTIONS), for the pages that show a moment
 * and the forms that edit it: 20/11/2026, 4:47 pm in English, 20/11/2026 16:47 in French. A browser's
 * own date-time input would write it in the browser's language instead.
 */
export { DATE_TIME_OPTIONS };

/** A moment as the API sends and takes it (ISO 8601). */
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
export const isIsoMoment = (value: unknown): value is string => typeof value === 'string' && ISO_MOMENT.test(value) && !Number.isNaN(Date.parse(value));

const formats = new Map<string, Intl.DateTimeFormat>();
/** One Intl.DateTimeFormat per locale and options, kept: Date#toLocaleString builds one on every call. */
export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}) => {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
};

export const formatDateTime = (value: string | Date, locale: string) => {
  const date = new Date(value);
  // Not a date: "Invalid Date", as Date#toLocaleString writes it (a formatter would throw).
  return Number.isNaN(date.getTime()) ? String(date) : dateTimeFormat(locale, DATE_TIME_OPTIONS).format(date);
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Literals between the numbers: any spacing, and a comma may be left out. */
const literalPattern = (literal: string) =>
  [...literal].map((char) => (/\s/.test(char) ? '\\s*' : char === ',' ? ',?' : escape(char))).join('') || '\\s*';

type Unit = 'day' | 'month' | 'year' | 'hour' | 'minute' | 'dayPeriod';
const NUMBERS = new Set<string>(['day', 'month', 'year', 'hour', 'minute']);
interface Reader {
  pattern: RegExp;
  units: Unit[];
  /** The language's "am" and "pm", when its clock has twelve hours. */
  periods?: { am: string; pm: string };
}

const readers = new Map<string, Reader>();
/** How a language writes a moment, learnt from Intl once: the order of its parts and what separates them. */
const readerFor = (locale: string): Reader => {
  const known = readers.get(locale);
  if (known) return known;
  const format = new Intl.DateTimeFormat(locale, DATE_TIME_OPTIONS);
  const units: Unit[] = [];
  let source = '';
  for (const part of format.formatToParts(new Date(2001, 10, 22, 15, 4))) {
    if (part.type === 'literal') source += literalPattern(part.value);
    else if (part.type === 'dayPeriod') {
      units.push('dayPeriod');
      source += '\\s*([^\\d\\s]+)';
    } else if (NUMBERS.has(part.type)) {
      units.push(part.type as Unit);
      source += part.type === 'year' ? '(\\d{4})' : '(\\d{1,2})';
    }
  }
  const periodOf = (hour: number) => format.formatToParts(new Date(2001, 10, 22, hour)).find((part) => part.type === 'dayPeriod')?.value;
  const am = periodOf(3);
  const pm = periodOf(15);
  const reader: Reader = { pattern: new RegExp(`^\\s*${source}\\s*$`, 'iu'), units, periods: am && pm ? { am, pm } : undefined };
  readers.set(locale, reader);
  return reader;
};

const normalize = (text: string) => text.normalize('NFKC').replace(/\./g, '').toLowerCase();

/** Reads a moment written in the language's format (as `formatDateTime` writes it); undefined when it is not one. */
export const parseDateTime = (text: string, locale: string): Date | undefined => {
  const reader = readerFor(locale);
  const match = reader.pattern.exec(text);
  if (!match) return undefined;
  const value: Partial<Record<Unit, string>> = Object.fromEntries(reader.units.map((unit, index) => [unit, match[index + 1]]));
  let hour = Number(value.hour);
  if (reader.periods) {
    const period = normalize(value.dayPeriod ?? '');
    const pm = period === normalize(reader.periods.pm);
    if (!pm && period !== normalize(reader.periods.am)) return undefined;
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (pm ? 12 : 0);
  }
  const [year, month, day, minute] = [Number(value.year), Number(value.month), Number(value.day), Number(value.minute)];
  const date = new Date(year, month - 1, day, hour, minute);
  // 31/02 or 25:00 roll over into another moment: not one the user wrote.
  const exact = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day && date.getHours() === hour && date.getMinutes() === minute;
  return exact ? date : undefined;
};
