import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useCreatePath, useResourceContext, useTranslate } from 'react-admin';
import type { ImportDetail } from '@domain/imports/imports';
import { JobProgress } from '../jobs/JobProgress';
import { ErrorReportButton } from './ErrorReportButton';
import { ImportCounts } from './ImportCounts';
import { ImportErrors } from './ImportErrors';
import { MappingStep } from './MappingStep';
import { useImportAction } from './useImportAction';
import { UnmatchedValues } from './UnmatchedValues';
import { useServerMessage } from './useServerMessage';

interface StepProps {
  record: ImportDetail;
  /** Re-reads the import after a verb. */
  moved: () => unknown;
}

const CancelButton = ({ record, moved }: StepProps) => {
  const translate = useTranslate();
  const { run, pending } = useImportAction(record.id, moved);
  return (
    <Button color="warning" disabled={pending} onClick={() => void run('cancel')}>
      {translate('imports.action.cancel')}
    </Button>
  );
};

/** Links to the type's other imports and to a new one. */
const Onwards = () => {
  const translate = useTranslate();
  const resource = useResourceContext()!;
  const createPath = useCreatePath();
  return (
    <>
      <Button component={RouterLink} to={createPath({ resource, type: 'create' })}>
        {translate('imports.action.another')}
      </Button>
      <Button component={RouterLink} to={createPath({ resource, type: 'list' })}>
        {translate('imports.action.imports')}
      </Button>
    </>
  );
};

/** The dry run or the import under way: the job's bar, rows a second and time left; cancel. */
const Working = ({ record, moved }: StepProps) => {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="h6" component="h2">
        {translate(record.status === 'validating' ? 'imports.step.checking' : 'imports.step.importing')}
      </Typography>
      {record.job_id !== null && <JobProgress jobId={record.job_id} actions={false} />}
      <CancelButton record={record} moved={moved} />
    </Box>
  );
};

/** The dry run's preview: what the import would do, the first errors; confirm, remap or cancel. */
const Preview = ({ record, moved }: StepProps) => {
  const translate = useTranslate();
  const { run, pending } = useImportAction(record.id, moved);
  const [remapping, setRemapping] = useState(false);
  if (remapping) return <MappingStep record={record} moved={moved} />;
  const counts = record.counts!;
  return (
    <Box>
      <ImportCounts counts={counts} label={translate('imports.counts.label')} />
      <Stack direction="row" spacing={1} sx={{ my: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" disabled={pending || counts.errors === counts.rows} onClick={() => void run('confirm')}>
          {translate('imports.action.confirm')}
        </Button>
        <Button onClick={() => setRemapping(true)}>{translate('imports.action.remap')}</Button>
        {counts.errors > 0 && <ErrorReportButton id={record.id} />}
        <CancelButton record={record} moved={moved} />
      </Stack>
      {record.unmatched.length > 0 && <UnmatchedValues record={record} moved={moved} />}
      <ImportErrors record={record} />
    </Box>
  );
};

/** Finished, failed or cancelled: what was written, the errors and their report. */
const Finished = ({ record, moved }: StepProps) => {
  const translate = useTranslate();
  const message = useServerMessage();
  const counts = record.imported ?? record.counts;
  return (
    <Box>
      {record.status === 'done' ? (
        <Alert severity="success">{translate('imports.step.done')}</Alert>
      ) : (
        <Alert severity={record.status === 'failed' ? 'error' : 'info'}>
          {translate(`imports.step.${record.status}`)} {record.error && message(record.error)}
        </Alert>
      )}
      {/* The finished job's bar and pace; a job stopped by a failure or from the jobs list (the import unfinished) resumes here. */}
      {(record.status === 'done' || record.finished_at === null) && record.job_id !== null && <JobProgress jobId={record.job_id} onChange={moved} />}
      {counts && <ImportCounts counts={counts} label={translate(record.imported ? 'imports.counts.imported' : 'imports.counts.label')} />}
      <Stack direction="row" spacing={1} sx={{ my: 1, flexWrap: 'wrap' }}>
        {counts && counts.errors > 0 && <ErrorReportButton id={record.id} />}
        <Onwards />
      </Stack>
      {counts && counts.errors > 0 && <ImportErrors record={record} />}
    </Box>
  );
};

/** The screen of an import at its status: mapping, dry run, preview, import, result. */
export const ImportStep = ({ record, moved }: StepProps) => {
  switch (record.status) {
    case 'uploaded':
      return <MappingStep record={record} moved={moved} />;
    case 'validating':
    case 'importing':
      return <Working record={record} moved={moved} />;
    case 'ready':
      return <Preview record={record} moved={moved} />;
    default:
      return <Finished record={record} moved={moved} />;
  }
};
