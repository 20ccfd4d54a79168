const formats = new Map<string, Intl.NumberFormat>();

/**
 * One Intl.NumberFormat per locale and options, kept: `value.toLocaleString(locale)` builds a new
 * formatter on every call (ICU data, the costliest part of rendering a list's number cells).
 */
export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat => {
  const key = options ? `${locale} ${JSON.stringify(options)}` : locale;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
};

/** NumberField's own reading of a value: a numeric string counts as its number. */
const asNumber = (value: unknown) => (value && typeof value === 'string' && !Number.isNaN(Number(value)) ? Number(value) : value);

/**
 * A value written as NumberField would with `locales` (a number in the locale's grouping and decimal
 * mark), through a kept formatter; what is not a number after `transform` stays as it is.
 */
export const formatNumberValue = (value: unknown, locale: string, options?: Intl.NumberFormatOptions, transform?: (value: unknown) => unknown) => {
  const number = transform ? transform(value) : asNumber(value);
  return typeof number === 'number' ? numberFormat(locale, options).format(number) : number;
};
