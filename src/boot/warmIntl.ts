import { toIntlLocale } from '../domain/intlLocales';
import { numberFormat } from '../fields/numberFormat';
import { storedPreference } from './storedPreferences';

/**
 * A page's first Intl.NumberFormat loads the locale's number data: 20-40 ms in a fresh browser process,
 * later ones under a millisecond. Made as the entry ends, in the formatters' shared cache, a list's
 * number cells find it made instead of paying for it in the task that renders the first rows, from
 * the shell's arrival to which the page has no idle moment (bench:ui's profile). Dates are not warmed:
 * a date cell's first format costs 2 ms more unwarmed, a warm-up 5-7 ms.
 */
export const warmIntl = () => {
  numberFormat(toIntlLocale(storedPreference('locale'))).format(1);
};
