import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import germanMessages from 'ra-language-german';
import portugueseMessages from 'ra-language-portuguese';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { en } from './app/en';
import { fr } from './app/fr';
import { de } from './app/de';
import { pt } from './app/pt';
import { deCompletions } from './completions/de';
import { ptCompletions } from './completions/pt';
import { RESOURCE_MESSAGES } from '../resources/messages';

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'de', name: 'Deutsch' },
  { locale: 'fr', name: 'Français' },
  { locale: 'pt', name: 'Português' },
] as const;
export type Locale = (typeof LOCALES)[number]['locale'];

/** The old de and pt packages ship under `default` in some builds. */
const unwrap = (module: unknown) => ((module as { default?: TranslationMessages }).default ?? module) as TranslationMessages;

export const MESSAGES: Record<Locale, TranslationMessages> = {
  en: mergeTranslations(englishMessages, en, RESOURCE_MESSAGES.en),
  fr: mergeTranslations(frenchMessages, fr, RESOURCE_MESSAGES.fr),
  de: mergeTranslations(unwrap(germanMessages), deCompletions, de, RESOURCE_MESSAGES.de),
  pt: mergeTranslations(unwrap(portugueseMessages), ptCompletions, pt, RESOURCE_MESSAGES.pt),
};
