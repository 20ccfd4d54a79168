import { toIntlLocale } from '../domain/intlLocales';
import { whenIdle } from '../shims/whenIdle';
import { storedPreference } from './storedPreferences';

/**
 * A page's first Intl formatter loads the locale's data: 30-80 ms in a fresh browser process, later
 * ones under a millisecond. Made while the shell downloads (the page idle), it is not paid again in
 * the task that renders a list's first rows, whose number and date cells make the first ones.
 */
export const warmIntl = () => {
  const intlLocale = toIntlLocale(storedPreference('locale'));
  whenIdle(() => {
    new Intl.NumberFormat(intlLocale).format(1);
    new Intl.DateTimeFormat(intlLocale).format(0);
  });
};
