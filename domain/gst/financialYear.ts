import { REPORT_TIME_ZONE } from '../orders/report';

const parts = (at: Date, timeZone: string) => {
  const values = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: 'numeric' }).formatToParts(at).map((part) => [part.type, part.value]),
  );
  return { year: Number(values.year), month: Number(values.month) };
};

/** The year India's financial year (April to March, in the business's time zone) starts in. */
export const financialYearOf = (at: Date, timeZone = REPORT_TIME_ZONE): number => {
  const { year, month } = parts(at, timeZone);
  return month >= 4 ? year : year - 1;
};

/** A financial year as documents write it: 2026 -> "2026-27". */
export const financialYearLabel = (start: number) => `${start}-${String((start + 1) % 100).padStart(2, '0')}`;

/** A document number of a series, without gaps per financial year: INV/2026-27/000123. */
export const documentNumber = (prefix: string, start: number, sequence: number) => `${prefix}/${financialYearLabel(start)}/${String(sequence).padStart(6, '0')}`;
