import polyglotI18nProvider from 'ra-i18n-polyglot';
import { ENGLISH_MESSAGES, LOCALES, isLocale, loadMessages } from '../i18n/messages';

/**
 * en by default, returned synchronously as ra-i18n-polyglot requires; other locales load on demand.
 * The chosen locale persists through react-admin's store (localStorage).
 */
export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'en' || !isLocale(locale) ? ENGLISH_MESSAGES : loadMessages(locale)),
  'en',
  [...LOCALES],
  { allowMissing: false },
);
