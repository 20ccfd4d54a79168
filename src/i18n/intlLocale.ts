import { useLocaleState } from 'react-admin';
import { toIntlLocale } from '@domain/intlLocales';

/** The Intl locale of the language the staff member chose (react-admin's locale store). */
export const useIntlLocale = (): string => toIntlLocale(useLocaleState()[0]);
