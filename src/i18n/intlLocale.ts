import { useLocaleState } from 'react-admin';
import { isLocale, type Locale } from './messages';

/**
 * The Intl locale each console language formats dates and numbers with. English follows India's
 * conventions (the business sells in rupees, DESIGN section 4: 20/11/2026, ₹1,16,842); the others
 * their usual country's (Portuguese as Brazil's, like the react-admin messages it uses).
 */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-IN', de: 'de-DE', fr: 'fr-FR', pt: 'pt-BR' };

export const toIntlLocale = (locale: string): string => (isLocale(locale) ? INTL_LOCALES[locale] : INTL_LOCALES.en);

/** The Intl locale of the language the staff member chose (react-admin's locale store). */
export const useIntlLocale = (): string => toIntlLocale(useLocaleState()[0]);
