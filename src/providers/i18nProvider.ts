import polyglotI18nProvider from 'ra-i18n-polyglot';
import { LOCALES, MESSAGES, type Locale } from '../i18n/messages';

/** en by default; the chosen locale persists through react-admin's store (localStorage). */
export const i18nProvider = polyglotI18nProvider((locale) => MESSAGES[locale as Locale] ?? MESSAGES.en, 'en', [...LOCALES], {
  allowMissing: false,
});
