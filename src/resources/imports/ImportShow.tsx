import { Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { Title, useGetOne, useResourceContext, useTranslate } from 'react-admin';
import { isImportWorking, type ImportDetail } from '@domain/imports/imports';
import { ImportHeader } from './ImportHeader';
import { ImportStep } from './ImportSteps';

const POLL_MS = 1000;

/**
 * One import, at its status: reopening it (from the imports list, after closing the tab) resumes
 * its screen where it stands. Read again every second while a job works on it.
 */
const ImportShow = () => {
  const translate = useTranslate();
  const resource = useResourceContext()!;
  const { id = '' } = useParams();
  const { data: record, error, refetch } = useGetOne<ImportDetail>(
    resource,
    // Its own cache entry: the list's rows (without errors and fields) would stand in for it otherwise.
    { id: Number(id), meta: { detail: true } },
    { refetchInterval: (query) => (query.state.data && isImportWorking(query.state.data.status) ? POLL_MS : false) },
  );
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={translate(`resources.${resource}.name`, { smart_count: 1 })} />
      <CardContent>
        {error ? (
          <Typography color="error">{error instanceof Error ? error.message : String(error)}</Typography>
        ) : !record ? (
          <LinearProgress aria-label={translate('ra.page.loading')} />
        ) : (
          <>
            <ImportHeader record={record} />
            {/*
              Keyed by status and job: each step starts from what the server holds. A second check after
              "Change the column mapping" goes ready -> ready (a small file's dry run ends before the
              screen reads it again): keyed by status alone, the preview kept showing its mapping.
            */}
            <ImportStep key={`${record.status}-${record.job_id}`} record={record} moved={refetch} />
          </>
        )}
      </CardContent>
    </Card>
  );
};

export default ImportShow;
