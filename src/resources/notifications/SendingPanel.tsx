import { useEffect, useState } from 'react';
import SendIcon from '@mui/icons-material/Send';
import ScheduleIcon from '@mui/icons-material/Schedule';
import CancelScheduleSendIcon from '@mui/icons-material/CancelScheduleSend';
import { Alert, Box, Button, Card, CardContent, CardHeader, Chip, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { DELIVERY_STATES } from '@domain/notifications';
import { useTextState } from '../../components/useTextState';
import { useIntlLocale } from '../../i18n/intlLocale';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { JobProgress } from '../jobs/JobProgress';
import { useNotificationRead, type Deliveries, type NotificationPreview } from './useNotificationReads';

/** The staff member's own time zone: the schedule's local time is read in it, and stored as an instant. */
const ownTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const PreviewCard = ({ preview }: { preview: NotificationPreview }) => {
  const translate = useTranslate();
  const numbers = new Intl.NumberFormat(useIntlLocale());
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle1" component="h3">
        {translate('resources.notifications.preview.audience', { smart_count: preview.audience, count: numbers.format(preview.audience) })}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ my: 1 }}>
        {Object.entries(preview.reachable).map(([channel, reachable]) => (
          <Chip key={channel} size="small" label={`${translate(`resources.notifications.channels.${channel}`)}: ${numbers.format(reachable)}`} />
        ))}
      </Stack>
      {preview.sample && (
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }} aria-label={translate('resources.notifications.preview.sample')} role="figure">
          <Typography variant="caption" color="text.secondary">
            {translate('resources.notifications.preview.sample_for', { customer: preview.sample.customer })}
          </Typography>
          <Typography variant="h6" component="p">
            {preview.sample.subject}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {preview.sample.text}
          </Typography>
        </Box>
      )}
    </Box>
  );
};

const DeliveryCounts = ({ deliveries }: { deliveries: Deliveries }) => {
  const translate = useTranslate();
  const numbers = new Intl.NumberFormat(useIntlLocale());
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2 }} aria-label={translate('resources.notifications.deliveries.title')}>
      {DELIVERY_STATES.map((state) => (
        <Chip
          key={state}
          color={state === 'sent' ? 'success' : state === 'failed' ? 'error' : 'default'}
          variant="outlined"
          label={`${translate(`resources.notifications.deliveries.${state}`)}: ${numbers.format(deliveries.counts[state])}`}
        />
      ))}
    </Stack>
  );
};

/**
 * Sending a notification: the preview (audience size, the message as one customer reads it); for a
 * draft, send now or schedule in the staff member's time zone; for a scheduled one, cancel; then the
 * job's progress and the deliveries by state.
 */
export const SendingPanel = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useIntlLocale();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [sendAt] = useTextState();
  const [busy, setBusy] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const active = record?.state === 'scheduled' || record?.state === 'sending';
  const preview = useNotificationRead<NotificationPreview>(record?.id, 'preview');
  const deliveries = useNotificationRead<Deliveries>(record?.id, 'deliveries', active ? 1000 : false);
  const liveState = deliveries.data?.state;
  const shownState = record?.state as string | undefined;
  // The job moved the notification on (sending, sent): the page's fields follow.
  useEffect(() => {
    if (liveState && shownState && liveState !== shownState) refresh();
  }, [liveState, shownState, refresh]);
  if (!record) return null;

  const act = async (name: 'schedule' | 'cancel', data: Record<string, unknown>, done: string) => {
    setBusy(true);
    try {
      await dataProvider.action('notifications', { id: record.id, name, data });
      notify(done, { type: 'success' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: ['notifications'] });
      refresh();
    }
  };
  const zone = ownTimeZone();

  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardHeader title={translate('resources.notifications.sending.title')} titleTypographyProps={{ component: 'h2', variant: 'h6' }} />
      <CardContent>
        {preview.data && <PreviewCard preview={preview.data} />}
        {record.state === 'draft' && (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap flexWrap="wrap" alignItems={{ md: 'center' }}>
            <Button
              variant="contained"
              startIcon={<SendIcon />}
              disabled={busy || !preview.data?.audience}
              onClick={() => void act('schedule', { time_zone: zone }, translate('resources.notifications.sending.sent_now'))}
            >
              {translate('resources.notifications.sending.send_now')}
            </Button>
            <TextField
              type="datetime-local"
              size="small"
              label={translate('resources.notifications.sending.send_at')}
              helperText={translate('resources.notifications.sending.zone', { zone })}
              {...sendAt}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
            />
            <Button
              startIcon={<ScheduleIcon />}
              disabled={busy || !sendAt.value || !preview.data?.audience}
              onClick={() =>
                void act('schedule', { send_at: new Date(sendAt.value).toISOString(), time_zone: zone }, translate('resources.notifications.sending.scheduled'))
              }
            >
              {translate('resources.notifications.sending.schedule')}
            </Button>
          </Stack>
        )}
        {record.state === 'scheduled' && (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" startIcon={<CancelScheduleSendIcon />} disabled={busy} onClick={() => setCancelling(true)}>
                {translate('resources.notifications.sending.cancel')}
              </Button>
            }
          >
            {translate('resources.notifications.sending.goes_at', {
              moment: new Date(record.send_at).toLocaleString(locale, { timeZone: record.time_zone ?? undefined, dateStyle: 'medium', timeStyle: 'short' }),
              zone: record.time_zone ?? zone,
            })}
          </Alert>
        )}
        {record.state === 'cancelled' && <Alert severity="warning">{translate('resources.notifications.sending.was_cancelled')}</Alert>}
        {record.job_id && (record.state === 'sending' || record.state === 'sent' || record.state === 'failed') && (
          <Box sx={{ mt: 2 }}>
            <JobProgress jobId={record.job_id} actions={false} />
          </Box>
        )}
        {deliveries.data && record.state !== 'draft' && <DeliveryCounts deliveries={deliveries.data} />}
        <Confirm
          isOpen={cancelling}
          title={translate('resources.notifications.sending.cancel_title')}
          content={translate('resources.notifications.sending.cancel_content')}
          onClose={() => setCancelling(false)}
          onConfirm={() => {
            setCancelling(false);
            void act('cancel', {}, translate('resources.notifications.sending.cancelled'));
          }}
        />
      </CardContent>
    </Card>
  );
};
