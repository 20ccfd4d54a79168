import { useLocaleState } from 'react-admin';
import { INTL_LOCALES } from '../domain/intlLocales';
import { isLocale } from './messages';

/** The Intl locale of a console language (src/domain/intlLocales), English's for any other. */
export const toIntlLocale = (locale: string): string => (isLocale(locale) ? INTL_LOCALES[locale] : INTL_LOCALES.en);

/** The Intl locale of the language the staff member chose (react-admin's locale store). */
export const useIntlLocale = (): string => toIntlLocale(useLocaleState()[0]);
