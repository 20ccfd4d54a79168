import { DateField, type DateFieldProps } from 'react-admin';
import { useIntlLocale } from '../i18n/intlLocale';

/** A date (or date and time) in the console language's format; an empty one shows a dash. */
export const LocaleDateField = (props: DateFieldProps) => {
  const locales = useIntlLocale();
  return <DateField emptyText="—" {...props} locales={locales} />;
};
