import { useState } from 'react';
import { Link } from 'react-router-dom';
import PublishIcon from '@mui/icons-material/Publish';
import ScheduleIcon from '@mui/icons-material/Schedule';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Alert, Button, Card, CardContent, CardHeader, Stack, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { SmallTable } from '../../components/SmallTable';
import { useIntlLocale } from '../../i18n/intlLocale';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { apiBaseUrl } from '../../providers/apiBases';
import { useTextState } from '../../components/useTextState';

interface Version {
  id: number;
  number: number;
  kind: 'publish' | 'schedule' | 'rollback';
  publish_at: string;
  restored_from: number | null;
  created_by_name: string | null;
  state: 'live' | 'scheduled' | 'past';
}

/** Publish now, schedule, and the versions: restore an earlier one (a new version), withdraw a scheduled one. */
export const PublishingPanel = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useIntlLocale();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [publishAt] = useTextState();
  const [restoring, setRestoring] = useState<Version>();
  const [busy, setBusy] = useState(false);
  const id = record?.id;
  const versions = useQuery({
    queryKey: ['containers', 'versions', id],
    queryFn: async () => (await dataProvider.read<Version[]>('containers', { id: id!, name: 'versions' })).data,
    enabled: id !== undefined,
  });
  if (!record) return null;

  const act = async (name: string, data: Record<string, unknown>, done: (answer: { number: number }) => string) => {
    setBusy(true);
    try {
      const { data: answer } = await dataProvider.action<{ number: number }>('containers', { id: record.id, name, data });
      notify(done(answer), { type: 'success' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: ['containers', 'versions', id] });
      await queryClient.invalidateQueries({ queryKey: ['containers', 'preview', id] });
      refresh();
    }
  };
  const momentText = (value: string) => new Date(value).toLocaleString(locale);
  const kindText = (version: Version) =>
    translate(`resources.containers.publishing.kinds.${version.kind}`, { number: version.restored_from ?? '' });

  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardHeader title={translate('resources.containers.publishing.title')} titleTypographyProps={{ component: 'h2', variant: 'h6' }} />
      <CardContent>
        <Alert severity={record.live_version == null ? 'info' : record.draft_changed ? 'warning' : 'success'} sx={{ mb: 2 }}>
          {translate(
            record.live_version == null
              ? 'resources.containers.publishing.none'
              : record.draft_changed
                ? 'resources.containers.publishing.draft_changed'
                : 'resources.containers.publishing.up_to_date',
          )}
        </Alert>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap flexWrap="wrap" alignItems={{ md: 'center' }} sx={{ mb: 2 }}>
          <Button
            variant="contained"
            startIcon={<PublishIcon />}
            disabled={busy}
            onClick={() => void act('publish', {}, (answer) => translate('resources.containers.publishing.published', { number: answer.number }))}
          >
            {translate('resources.containers.publishing.publish')}
          </Button>
          <TextField
            type="datetime-local"
            size="small"
            label={translate('resources.containers.publishing.publish_at')}
            {...publishAt}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button
            startIcon={<ScheduleIcon />}
            disabled={busy || !publishAt.value}
            onClick={() =>
              void act('publish', { publish_at: new Date(publishAt.value).toISOString() }, (answer) =>
                translate('resources.containers.publishing.scheduled', { number: answer.number }),
              )
            }
          >
            {translate('resources.containers.publishing.schedule')}
          </Button>
          <Button component={Link} to={`/apps/containers/preview?container=${record.id}`} startIcon={<VisibilityIcon />}>
            {translate('resources.containers.publishing.preview')}
          </Button>
          <Button href={`${apiBaseUrl('cms')}/public/layout/${record.platform}`} target="_blank" rel="noopener">
            {translate('resources.containers.publishing.public_link')}
          </Button>
        </Stack>
        {versions.data?.length ? (
          <SmallTable
            label={translate('resources.containers.publishing.versions')}
            rows={versions.data}
            rowKey={(version) => version.id}
            columns={[
              { header: 'resources.containers.publishing.number', cell: (version) => version.number },
              { header: 'resources.containers.publishing.state', cell: (version) => translate(`resources.containers.publishing.states.${version.state}`) },
              { header: 'resources.containers.publishing.moment', cell: (version) => momentText(version.publish_at) },
              { header: 'resources.containers.publishing.kind', cell: kindText },
              { header: 'resources.containers.publishing.made_by', cell: (version) => version.created_by_name ?? translate('history.system') },
            ]}
            rowActions={(version) => (
              <>
                {version.state === 'past' && (
                  <Button size="small" disabled={busy} onClick={() => setRestoring(version)}>
                    {translate('resources.containers.publishing.rollback')}
                  </Button>
                )}
                {version.state === 'scheduled' && (
                  <Button
                    size="small"
                    disabled={busy}
                    onClick={() => void act('unschedule', { version_id: version.id }, () => translate('resources.containers.publishing.unscheduled'))}
                  >
                    {translate('resources.containers.publishing.unschedule')}
                  </Button>
                )}
              </>
            )}
          />
        ) : null}
        <Confirm
          isOpen={Boolean(restoring)}
          title={translate('resources.containers.publishing.rollback_title', { number: restoring?.number ?? '' })}
          content={translate('resources.containers.publishing.rollback_content')}
          onClose={() => setRestoring(undefined)}
          onConfirm={() => {
            const version = restoring!;
            setRestoring(undefined);
            void act('rollback', { version_id: version.id }, () => translate('resources.containers.publishing.rolled_back', { number: version.number }));
          }}
        />
      </CardContent>
    </Card>
  );
};
