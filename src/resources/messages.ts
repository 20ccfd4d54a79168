import { mergeTranslations, type TranslationMessages } from 'react-admin';
import type { Locale } from '../i18n/messages';
import * as employees from './employees/i18n';
import * as roles from './roles/i18n';
import * as products from './products/i18n';
import * as variants from './variants/i18n';
import * as inReviewVariants from './in-review-variants/i18n';
import * as taxonomy from './taxonomy/i18n';
import * as brands from './brands/i18n';
import * as designers from './designers/i18n';
import * as conditions from './conditions/i18n';
import * as attributes from './attributes/i18n';
import * as stores from './stores/i18n';
import * as urls from './urls/i18n';
import * as categories from './categories/i18n';
import * as collections from './collections/i18n';

/**
 * Messages that resource folders contribute (fields, actions, errors), per locale. Each resource's
 * i18n.ts exports `{ en, fr, de, pt }` and is listed here.
 */
/** Partial message trees: react-admin's own `ra` keys come from the language packages. */
type ResourceMessages = Record<Locale, object>;

const RESOURCE_I18N: ResourceMessages[] = [
  employees,
  roles,
  products,
  variants,
  inReviewVariants,
  taxonomy,
  brands,
  designers,
  conditions,
  attributes,
  stores,
  urls,
  categories,
  collections,
];

const merged = (locale: Locale): TranslationMessages => mergeTranslations({}, ...RESOURCE_I18N.map((m) => m[locale] as TranslationMessages));

export const RESOURCE_MESSAGES: Record<Locale, TranslationMessages> = {
  en: merged('en'),
  fr: merged('fr'),
  de: merged('de'),
  pt: merged('pt'),
};
