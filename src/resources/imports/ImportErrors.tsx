import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SmallTable } from '../../components/SmallTable';
import type { ImportDetail } from '@domain/imports/imports';
import { useFieldLabel } from './useFieldLabel';
import { useServerMessage } from './useServerMessage';

/** A refused cell as the file has it: its spaces and line breaks shown, an empty one said so. */
const RefusedValue = ({ value }: { value: string | undefined }) => {
  const translate = useTranslate();
  if (!value) return <Typography variant="body2" component="span" color="text.secondary">{translate('imports.errors.empty')}</Typography>;
  return <Box component="span" sx={{ fontFamily: 'monospace', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{value}</Box>;
};

/** Errors listed on the screen; the error report downloads them all. */
const SHOWN = 50;

/** The column of the file a field was read from, by the import's mapping ("Variant SKU"), else the field's label. */
const columnOf = (record: ImportDetail, field: string) => {
  const column = Object.entries(record.mapping).find(([, name]) => name === field)?.[0];
  return column === undefined ? undefined : record.headers[Number(column)];
};

/** The first errors of a dry run: the row a spreadsheet shows (the header is row 1), column, the refused value and why. */
export const ImportErrors = ({ record }: { record: ImportDetail }) => {
  const translate = useTranslate();
  const fieldLabel = useFieldLabel();
  const message = useServerMessage();
  if (!record.errors.length) return <Typography variant="body2">{translate('imports.errors.none')}</Typography>;
  const shown = record.errors.slice(0, SHOWN);
  const rowsShown = new Set(shown.map((error) => error.row)).size;
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {translate('imports.errors.title')}
      </Typography>
      <SmallTable
        label={translate('imports.errors.title')}
        rows={shown}
        rowKey={(error) => `${error.row}-${error.field}`}
        columns={[
          { header: 'imports.errors.row', cell: (error) => error.row },
          { header: 'imports.errors.column', cell: (error) => columnOf(record, error.field) ?? fieldLabel(error.field) },
          { header: 'imports.errors.value', cell: (error) => <RefusedValue value={error.value} /> },
          { header: 'imports.errors.message', cell: (error) => message(error.message) },
        ]}
      />
      {record.counts && record.counts.errors > rowsShown && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate('imports.errors.first', { shown: shown.length })}
        </Typography>
      )}
    </>
  );
};
