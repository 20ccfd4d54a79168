import { toIntlLocale } from '../domain/intlLocales';
import { storedPreference } from './storedPreferences';

/**
 * A page's first Intl formatter loads the locale's data: 20-80 ms in a fresh browser process, later
 * ones under a millisecond. Made as the entry ends, while the shell's chunks download, it is not paid
 * again in the task that renders a list's first rows, whose number and date cells make the first ones.
 * Not left for an idle moment: from the shell's arrival to the first rows the page has none, and the
 * rows' task paid it (bench:ui's profile).
 */
export const warmIntl = () => {
  const intlLocale = toIntlLocale(storedPreference('locale'));
  new Intl.NumberFormat(intlLocale).format(1);
  new Intl.DateTimeFormat(intlLocale).format(0);
};
