import { Card, CardContent, CardHeader, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { SmallTable } from '../../components/SmallTable';
import { useIntlLocale } from '../../i18n/intlLocale';
import { useNotificationRead, type OutboxRow } from './useNotificationReads';

/** What the embedded default sent: each message as it went, newest first (the last 200). */
export const OutboxPanel = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useIntlLocale();
  const sending = record?.state === 'sending' || record?.state === 'scheduled';
  const outbox = useNotificationRead<OutboxRow[]>(record?.id, 'outbox', sending ? 2000 : false);
  if (!record || record.state === 'draft') return null;
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardHeader title={translate('resources.notifications.outbox.title')} titleTypographyProps={{ component: 'h2', variant: 'h6' }} />
      <CardContent>
        {outbox.data?.length ? (
          <SmallTable
            label={translate('resources.notifications.outbox.title')}
            rows={outbox.data}
            rowKey={(row) => row.id}
            columns={[
              { header: 'resources.notifications.outbox.at', cell: (row) => new Date(row.created_at).toLocaleString(locale) },
              { header: 'resources.notifications.outbox.channel', cell: (row) => translate(`resources.notifications.channels.${row.channel}`) },
              { header: 'resources.notifications.outbox.address', cell: (row) => row.address },
              { header: 'resources.notifications.outbox.subject', cell: (row) => row.subject },
            ]}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('resources.notifications.outbox.empty')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};
