import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportRecord, ImportStatus } from '@domain/imports/imports';
import { useIntlLocale } from '../../i18n/intlLocale';
import { formatDateTime } from '../../i18n/dateTimeFormat';

/** Only colours that keep the chip's text readable (AA contrast) on the paper. */
const STATUS_COLOURS: Partial<Record<ImportStatus, 'success' | 'error'>> = { done: 'success', failed: 'error' };

export const ImportStatusChip = ({ status }: { status: ImportStatus }) => {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={STATUS_COLOURS[status] ?? 'default'} label={translate(`imports.status.${status}`)} />;
};

/** The file's name, status, size, and who uploaded it when. */
export const ImportHeader = ({ record }: { record: ImportRecord }) => {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const size = new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 }).format(record.file_size / 1024);
  const when = formatDateTime(record.created_at, locale);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      <Typography variant="h5" component="h1">
        {translate('imports.title.show', { name: record.file_name })}
      </Typography>
      <ImportStatusChip status={record.status} />
      <Typography variant="body2" color="text.secondary">
        {[size, record.created_by_name, when].filter(Boolean).join(' · ')}
      </Typography>
    </Stack>
  );
};
