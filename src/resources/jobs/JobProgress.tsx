import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useGetOne, useTranslate, useUpdate } from 'react-admin';
import { canBeCancelled, canBeResumed, isFinished, type JobRecord } from '@domain/jobs';
import { useIntlLocale } from '../../i18n/intlLocale';

const POLL_MS = 1000;

/** "1 h 05 min", "4 min 10 s", "12 s": time left, to the second under an hour. */
const useDuration = () => {
  const translate = useTranslate();
  return (seconds: number) => {
    const whole = Math.ceil(seconds);
    const hours = Math.floor(whole / 3600);
    const minutes = Math.floor((whole % 3600) / 60);
    if (hours) return translate('jobs.progress.hours_minutes', { hours, minutes: String(minutes).padStart(2, '0') });
    if (minutes) return translate('jobs.progress.minutes_seconds', { minutes, seconds: whole % 60 });
    return translate('jobs.progress.seconds', { seconds: whole });
  };
};

/**
 * One job's progress, polled while it runs: a bar (done of total), items a second, time left, its
 * status, and cancel or resume as the job allows. Imports, label batches and sends show their job here.
 */
export const JobProgress = ({ jobId, actions = true, onChange }: {
  jobId: number;
  /** Without them, the screen showing the job offers its own verbs (an import's cancel). */
  actions?: boolean;
  /** Called once the job was cancelled or resumed here, for the screen to re-read what depends on it. */
  onChange?: () => void;
}) => {
  const translate = useTranslate();
  const numbers = new Intl.NumberFormat(useIntlLocale(), { maximumFractionDigits: 1 });
  const duration = useDuration();
  const { data: job, error } = useGetOne<JobRecord>(
    'jobs',
    { id: jobId },
    { refetchInterval: (query) => (query.state.data && isFinished(query.state.data.status) ? false : POLL_MS) },
  );
  const [update, { isPending }] = useUpdate<JobRecord>();
  if (error) return <Typography color="error">{translate('jobs.progress.unavailable')}</Typography>;
  if (!job) return <LinearProgress aria-label={translate('jobs.progress.loading')} />;

  const percent = job.total ? Math.min(100, (job.done / job.total) * 100) : undefined;
  const setStatus = (status: 'cancelled' | 'queued') => update('jobs', { id: job.id, data: { status }, previousData: job }, { onSuccess: () => onChange?.() });
  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2">{translate(`jobs.status.${job.status}`)}</Typography>
        <Typography variant="body2">
          {job.total === null
            ? translate('jobs.progress.done', { done: numbers.format(job.done) })
            : translate('jobs.progress.done_of_total', { done: numbers.format(job.done), total: numbers.format(job.total) })}
        </Typography>
        {job.status === 'running' && job.rate !== null && (
          <Typography variant="body2">{translate('jobs.progress.rate', { rate: numbers.format(job.rate) })}</Typography>
        )}
        {job.status === 'running' && job.seconds_left !== null && (
          <Typography variant="body2">{translate('jobs.progress.time_left', { time: duration(job.seconds_left) })}</Typography>
        )}
      </Stack>
      <LinearProgress
        sx={{ my: 1 }}
        variant={percent === undefined && !isFinished(job.status) ? 'indeterminate' : 'determinate'}
        value={percent ?? (job.status === 'done' ? 100 : 0)}
        aria-label={translate('jobs.progress.label')}
      />
      {job.error && (
        <Typography color="error" variant="body2">
          {translate(job.error.key, job.error.params)}
        </Typography>
      )}
      {actions && canBeCancelled(job.status) && (
        <Button size="small" disabled={isPending} onClick={() => setStatus('cancelled')}>
          {translate('jobs.action.cancel')}
        </Button>
      )}
      {actions && canBeResumed(job.status) && (
        <Button size="small" disabled={isPending} onClick={() => setStatus('queued')}>
          {translate('jobs.action.resume')}
        </Button>
      )}
    </Box>
  );
};
