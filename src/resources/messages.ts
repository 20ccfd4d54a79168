import { mergeTranslations, type TranslationMessages } from 'react-admin';
import type { Locale } from '../i18n/messages';
import * as employees from './employees/i18n';
import * as roles from './roles/i18n';

/**
 * Messages that resource folders contribute (fields, actions, errors), per locale. Each resource's
 * i18n.ts exports `{ en, fr, de, pt }` and is listed here.
 */
/** Partial message trees: react-admin's own `ra` keys come from the language packages. */
type ResourceMessages = Record<Locale, object>;

const RESOURCE_I18N: ResourceMessages[] = [employees, roles];

const merged = (locale: Locale): TranslationMessages => mergeTranslations({}, ...RESOURCE_I18N.map((m) => m[locale] as TranslationMessages));

export const RESOURCE_MESSAGES: Record<Locale, TranslationMessages> = {
  en: merged('en'),
  fr: merged('fr'),
  de: merged('de'),
  pt: merged('pt'),
};
