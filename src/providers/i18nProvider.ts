import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { ENGLISH_MESSAGES, LOCALES, isLocale, loadMessages } from '../i18n/messages';

/** English as the provider takes it: the first page's messages, with the server's once they loaded. */
let english: TranslationMessages = ENGLISH_MESSAGES;

/**
 * en by default, returned synchronously as ra-i18n-polyglot requires; other locales load on demand.
 * The chosen locale persists through react-admin's store (localStorage).
 */
export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'en' || !isLocale(locale) ? english : loadMessages(locale)),
  'en',
  [...LOCALES],
  { allowMissing: false },
);

let englishServerMessages: Promise<void> | undefined;

/**
 * Resolves once the provider translates the server's messages (`server.*`); code about to show one
 * awaits it. Other languages bring theirs with the locale; English loads them on first use, and the
 * provider, which reads a locale's messages when it changes to it, changes to the complete English.
 */
/** Whether the provider translates the server's messages now (a screen shows them only then, see useServerMessage). */
export const serverMessagesLoaded = () => i18nProvider.getLocale() !== 'en' || english !== ENGLISH_MESSAGES;

export const serverMessagesReady = (): Promise<void> => {
  if (i18nProvider.getLocale() !== 'en') return Promise.resolve();
  return (englishServerMessages ??= loadMessages('en').then((messages) => {
    english = messages;
    return i18nProvider.getLocale() === 'en' ? i18nProvider.changeLocale('en') : undefined;
  }));
};
