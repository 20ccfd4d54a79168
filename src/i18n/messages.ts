import englishMessages from 'ra-language-english';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { SERVER_MESSAGES } from '../domain/serverMessages';
import { en } from './app/en';
import { RESOURCE_MESSAGES_EN } from '../resources/messages';

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'de', name: 'Deutsch' },
  { locale: 'fr', name: 'Français' },
  { locale: 'pt', name: 'Português' },
] as const;
export type Locale = (typeof LOCALES)[number]['locale'];

/** English is the default and ships with the first page; the others load when chosen. */
export const ENGLISH_MESSAGES: TranslationMessages = mergeTranslations(englishMessages, en, { server: SERVER_MESSAGES }, RESOURCE_MESSAGES_EN);

const LOADERS: Record<Exclude<Locale, 'en'>, () => Promise<{ default: TranslationMessages }>> = {
  fr: () => import('./locales/fr'),
  de: () => import('./locales/de'),
  pt: () => import('./locales/pt'),
};

export const isLocale = (value: string): value is Locale => LOCALES.some(({ locale }) => locale === value);

export const loadMessages = async (locale: Locale): Promise<TranslationMessages> =>
  locale === 'en' ? ENGLISH_MESSAGES : (await LOADERS[locale]()).default;
