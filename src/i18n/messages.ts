import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { mergeMessages } from './mergeMessages';
import { en } from './app/en';
import { RESOURCE_MESSAGES_EN } from '../resources/messages';

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'de', name: 'Deutsch' },
  { locale: 'fr', name: 'Français' },
  { locale: 'pt', name: 'Português' },
] as const;
export type Locale = (typeof LOCALES)[number]['locale'];

/**
 * English is the default and ships with the first page, without the server's messages (`server.*`):
 * the first page shows none until an error, whose English the server sends too. loadMessages('en')
 * adds them (see serverMessagesReady in src/providers/i18nProvider.ts); the others load when chosen.
 */
export const ENGLISH_MESSAGES: TranslationMessages = mergeMessages(englishMessages, en, RESOURCE_MESSAGES_EN);

const withEnglishServerMessages = async () =>
  mergeMessages(ENGLISH_MESSAGES, { server: (await import('@domain/serverMessages')).SERVER_MESSAGES });

const LOADERS: Record<Exclude<Locale, 'en'>, () => Promise<{ default: TranslationMessages }>> = {
  fr: () => import('./locales/fr'),
  de: () => import('./locales/de'),
  pt: () => import('./locales/pt'),
};

export const isLocale = (value: string): value is Locale => LOCALES.some(({ locale }) => locale === value);

export const loadMessages = async (locale: Locale): Promise<TranslationMessages> =>
  locale === 'en' ? withEnglishServerMessages() : (await LOADERS[locale]()).default;
