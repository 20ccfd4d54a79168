import { mergeTranslations, type TranslationMessages } from 'react-admin';
import type { Locale } from '../i18n/messages';

/**
 * Messages that resource folders contribute (fields, actions, errors), per locale. Each resource's
 * i18n.ts exports `{ en, fr, de, pt }` and is listed here.
 */
const RESOURCE_I18N: Record<Locale, TranslationMessages>[] = [];

const merged = (locale: Locale): TranslationMessages => mergeTranslations({}, ...RESOURCE_I18N.map((m) => m[locale]));

export const RESOURCE_MESSAGES: Record<Locale, TranslationMessages> = {
  en: merged('en'),
  fr: merged('fr'),
  de: merged('de'),
  pt: merged('pt'),
};
