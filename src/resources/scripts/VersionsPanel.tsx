import { useState } from 'react';
import { Button, Card, CardContent, CardHeader, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { SmallTable } from '../../components/SmallTable';
import { useIntlLocale } from '../../i18n/intlLocale';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { DiffView } from './DiffView';

interface Version {
  id: number;
  number: number;
  code: string;
  is_active: boolean;
  restored_from: number | null;
  created_at: string;
  created_by_name: string | null;
}

/** Every saved version, newest first: compare one with the live code, or restore it (a new version). */
export const VersionsPanel = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useIntlLocale();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [comparing, setComparing] = useState<Version>();
  const [restoring, setRestoring] = useState<Version>();
  const id = record?.id;
  const versions = useQuery({
    queryKey: ['scripts', 'versions', id, record?.version],
    queryFn: async () => (await dataProvider.read<Version[]>('scripts', { id: id!, name: 'versions' })).data,
    enabled: id !== undefined,
  });
  if (!record) return null;

  const restore = async (version: Version) => {
    try {
      await dataProvider.action('scripts', { id: record.id, name: 'rollback', data: { version_id: version.id } });
      notify(translate('resources.scripts.versions.restored', { number: version.number }), { type: 'success' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      await queryClient.invalidateQueries({ queryKey: ['scripts', 'versions', id] });
      refresh();
    }
  };

  return (
    <Card variant="outlined" sx={{ m: 2 }}>
      <CardHeader title={translate('resources.scripts.versions.title')} titleTypographyProps={{ component: 'h2', variant: 'h6' }} />
      <CardContent>
        <SmallTable
          label={translate('resources.scripts.versions.title')}
          rows={versions.data ?? []}
          rowKey={(version) => version.id}
          columns={[
            {
              header: 'resources.scripts.versions.number',
              cell: (version) =>
                version.number === record.version ? translate('resources.scripts.versions.live', { number: version.number }) : version.number,
            },
            { header: 'resources.scripts.versions.saved_at', cell: (version) => new Date(version.created_at).toLocaleString(locale) },
            { header: 'resources.scripts.versions.saved_by', cell: (version) => version.created_by_name ?? translate('history.system') },
            {
              header: 'resources.scripts.versions.origin',
              cell: (version) => (version.restored_from ? translate('resources.scripts.versions.restored_from', { number: version.restored_from }) : ''),
            },
          ]}
          rowActions={(version) =>
            version.number === record.version ? null : (
              <>
                <Button size="small" onClick={() => setComparing(version)}>
                  {translate('resources.scripts.versions.compare')}
                </Button>
                <Button size="small" onClick={() => setRestoring(version)}>
                  {translate('resources.scripts.versions.restore')}
                </Button>
              </>
            )
          }
        />
        <Dialog open={Boolean(comparing)} onClose={() => setComparing(undefined)} maxWidth="lg" fullWidth aria-labelledby="script-version-title">
          <DialogTitle id="script-version-title">
            {translate('resources.scripts.versions.compare_title', { number: comparing?.number ?? '', live: record.version })}
          </DialogTitle>
          <DialogContent>{comparing && <DiffView before={comparing.code} after={String(record.code ?? '')} />}</DialogContent>
          <DialogActions>
            <Button onClick={() => setComparing(undefined)}>{translate('ra.action.close')}</Button>
          </DialogActions>
        </Dialog>
        <Confirm
          isOpen={Boolean(restoring)}
          title={translate('resources.scripts.versions.restore_title', { number: restoring?.number ?? '' })}
          content={translate('resources.scripts.versions.restore_content')}
          onClose={() => setRestoring(undefined)}
          onConfirm={() => {
            const version = restoring!;
            setRestoring(undefined);
            void restore(version);
          }}
        />
      </CardContent>
    </Card>
  );
};
