import { formatPrice } from '@domain/price';
import { numberFormat } from '../../fields/numberFormat';

/** The dashboard's number formats in the reader's locale: money from minor units, counts, shares in basis points. */
export const formatsOf = (locale: string, currency: string) => ({
  money: (minor: number) => formatPrice(minor, currency, locale),
  count: (value: number) => numberFormat(locale).format(value),
  share: (basisPoints: number) => numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(basisPoints / 10_000),
  change: (ratio: number) => numberFormat(locale, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' }).format(ratio),
  day: (day: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(day)),
});
export type Formats = ReturnType<typeof formatsOf>;
