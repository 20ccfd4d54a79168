import { NumberField, type NumberFieldProps } from 'react-admin';
import { useIntlLocale } from '../i18n/intlLocale';
import { formatNumberValue } from './numberFormat';

/**
 * A number in the console language's format (grouping, decimal mark), written as NumberField would
 * with `locales` (Number#toLocaleString), but through a formatter kept per locale and options.
 */
export const LocaleNumberField = ({ transform, options, locales: _locales, ...props }: NumberFieldProps) => {
  const locale = useIntlLocale();
  const format = (value: unknown) => formatNumberValue(value, locale, options, transform);
  // NumberField shows a transformed value that is not a number as it is (its type says number).
  return <NumberField {...props} transform={format as (value: unknown) => number} />;
};
// Datagrid aligns a column by its field's static textAlign, as it does NumberField's.
LocaleNumberField.textAlign = 'right' as const;
