import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A field's name as the form labels it (the value as the kind's input does); a sample line's by its place. */
const labelOf = (field: string, kind: unknown, translate: ReturnType<typeof useTranslate>) => {
  const line = field.match(/^sample\.(\d+)/);
  if (line) return translate('resources.discounts.preview.sample_line', { n: Number(line[1]) + 1 });
  const name = field.split('.')[0];
  const label = name === 'value' ? (kind === 'fixed' ? 'amount' : 'percent') : name;
  return translate(`resources.discounts.fields.${label}`, { _: field });
};

/** Why the form cannot be previewed: each field's message, already in the staff member's language (or the error's). */
export const PreviewErrors = ({ fields, error, kind }: { fields: Record<string, string> | null; error: unknown; kind: unknown }) => {
  const translate = useTranslate();
  const entries = Object.entries(fields ?? {});
  return (
    <Alert severity="info" data-testid="discount-preview-errors">
      <AlertTitle>{translate('resources.discounts.preview.fix_first')}</AlertTitle>
      {entries.length ? (
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {entries.map(([field, message]) => (
            <li key={field}>
              {labelOf(field, kind, translate)}: {message}
            </li>
          ))}
        </ul>
      ) : (
        error instanceof Error && error.message
      )}
    </Alert>
  );
};
