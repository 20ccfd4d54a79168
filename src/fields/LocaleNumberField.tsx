import { NumberField, type NumberFieldProps } from 'react-admin';
import { useIntlLocale } from '../i18n/intlLocale';

/** A number in the console language's format (grouping, decimal mark). */
export const LocaleNumberField = (props: NumberFieldProps) => {
  const locales = useIntlLocale();
  return <NumberField {...props} locales={locales} />;
};
// Datagrid aligns a column by its field's static textAlign, as it does NumberField's.
LocaleNumberField.textAlign = 'right' as const;
