/** A price in minor units (paise, cents) written in the staff member's language and its currency. */
export const formatPrice = (minor: number, currency: string, locale: string, display: 'symbol' | 'code' = 'symbol') => {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: display });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
};
