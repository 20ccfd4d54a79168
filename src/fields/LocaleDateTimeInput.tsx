import { useState } from 'react';
import { TextInput, type TextInputProps, type Validator } from 'react-admin';
import { formatDateTime, isIsoMoment, parseDateTime } from '../i18n/dateTimeFormat';
import { useIntlLocale } from '../i18n/intlLocale';

/** The moment the placeholder and the error message show the format with. */
const EXAMPLE = new Date(2026, 10, 20, 16, 47);

/**
 * A date and time written as the console language writes it (the pages that show it use the same
 * format), instead of the browser's date-time input, which follows the browser's language. The form
 * holds an ISO moment; text that is not yet one is held as it is, and refused by validation.
 */
export const LocaleDateTimeInput = ({ validate, ...props }: Omit<TextInputProps, 'format' | 'parse'>) => {
  const locale = useIntlLocale();
  // What the user is typing shows as typed until the field is left, then in the format.
  const [typed, setTyped] = useState<string>();
  const example = formatDateTime(EXAMPLE, locale);
  const readable: Validator = (value) =>
    value == null || value === '' || isIsoMoment(value) ? undefined : { message: 'validation.date_time', args: { example } };
  return (
    <TextInput
      placeholder={example}
      {...props}
      format={(value: unknown) => typed ?? (isIsoMoment(value) ? formatDateTime(value, locale) : String(value ?? ''))}
      parse={(text: string) => {
        setTyped(text);
        return text.trim() ? (parseDateTime(text, locale)?.toISOString() ?? text) : null;
      }}
      onBlur={() => setTyped(undefined)}
      validate={[...(Array.isArray(validate) ? validate : validate ? [validate] : []), readable]}
    />
  );
};
