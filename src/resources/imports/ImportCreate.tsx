import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { HttpError, useCreatePath, useDataProvider, useResourceContext, useTranslate } from 'react-admin';
import { MAX_IMPORT_MEGABYTES, MAX_IMPORT_ROWS, type ImportRecord } from '@domain/imports/imports';
import { useIntlLocale } from '../../i18n/intlLocale';
import { ScreenCard } from '../../components/ScreenCard';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { FileDrop } from './FileDrop';

/** The server's message at the file field (empty, header only, not a table, encoding, size), else its general one. */
const refusalOf = (error: unknown) => {
  if (error instanceof HttpError) {
    const fields = (error.body as { errors?: Record<string, string> } | undefined)?.errors;
    return fields?.file ?? error.message;
  }
  return error instanceof Error ? error.message : String(error);
};

/** Step 1 of an import: a file streamed to the server with its progress; then its screen, at the mapping. */
const ImportCreate = () => {
  const translate = useTranslate();
  const numbers = new Intl.NumberFormat(useIntlLocale());
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const [progress, setProgress] = useState(0);
  const [tooLarge, setTooLarge] = useState(false);
  const upload = useMutation({
    mutationFn: async (file: File) => {
      setProgress(0);
      return (await dataProvider.upload<ImportRecord>({ file, resource, onProgress: setProgress })).data;
    },
    onSuccess: (record) => navigate(createPath({ resource, id: record.id, type: 'show' })),
  });
  const take = (file: File) => {
    // The server refuses it too; said here before sending megabytes for nothing.
    setTooLarge(file.size > MAX_IMPORT_MEGABYTES * 1024 * 1024);
    if (file.size > MAX_IMPORT_MEGABYTES * 1024 * 1024) return upload.reset();
    upload.mutate(file);
  };
  const limits = { megabytes: numbers.format(MAX_IMPORT_MEGABYTES), rows: numbers.format(MAX_IMPORT_ROWS) };
  return (
    <ScreenCard title={translate('imports.title.create')}>
      <FileDrop onFile={take} disabled={upload.isPending} hint={translate('imports.upload.limit', limits)} />
      {upload.isPending && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2">{translate('imports.upload.sending', { name: upload.variables.name })}</Typography>
          <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label={translate('imports.upload.progress')} />
        </Box>
      )}
      {(tooLarge || upload.isError) && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {tooLarge ? translate('server.import_too_large', { megabytes: MAX_IMPORT_MEGABYTES }) : refusalOf(upload.error)}
        </Alert>
      )}
    </ScreenCard>
  );
};

export default ImportCreate;
