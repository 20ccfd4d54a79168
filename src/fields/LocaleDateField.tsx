import { DateField, type DateFieldProps } from 'react-admin';
import { DATE_TIME_OPTIONS } from '../i18n/dateTimeFormat';
import { useIntlLocale } from '../i18n/intlLocale';

/**
 * A date (or date and time) in the console language's format; an empty one shows a dash. A date and
 * time reads as its form writes it (LocaleDateTimeInput).
 */
export const LocaleDateField = (props: DateFieldProps) => {
  const locales = useIntlLocale();
  return <DateField emptyText="—" options={props.showTime && props.showDate !== false ? DATE_TIME_OPTIONS : undefined} {...props} locales={locales} />;
};
