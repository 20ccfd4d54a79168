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
