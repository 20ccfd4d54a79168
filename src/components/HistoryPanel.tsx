import { useId } from 'react';
import { Box, Divider, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { HistoryEntry } from '@domain/history';
import { formatMoment } from '@domain/fieldText';
import { useIntlLocale } from '../i18n/intlLocale';
import type { ConsoleDataProvider } from '../providers/dataProvider';
import { HistoryValue } from './HistoryValue';
import { HistoryOriginText } from './HistoryOriginText';
import { SmallTable } from './SmallTable';
import { useKnownCanAccess } from '../access/useKnownCanAccess';

/** A row of the table: a field a change touched, with its values before and after. */
interface HistoryLine {
  entry: HistoryEntry;
  field?: string;
  before?: unknown;
  after?: unknown;
}

/** One line per changed field; a change that touched no field still shows its action. */
const lines = (entry: HistoryEntry): HistoryLine[] => {
  const changes = Object.entries(entry.changes);
  return changes.length ? changes.map(([field, [before, after]]) => ({ entry, field, before, after })) : [{ entry }];
};

/**
 * The record's History below its show or edit page: who changed what, when (on the business's clock),
 * from what to what, newest first. Field names are the resource's own labels; values are written by
 * their kind (domain/fieldKinds.ts). `resource` for pages outside a resource's routes.
 */
export const HistoryPanel = (props: { resource?: string }) => {
  const resource = useResourceContext(props);
  const record = useRecordContext();
  // The server answers History to those who may see the record; others see no panel rather than an error.
  const { canAccess } = useKnownCanAccess({ resource, action: 'show' });
  const translate = useTranslate();
  const locale = useIntlLocale();
  const headingId = useId();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const id = record?.id;
  const { data, isPending, isError } = useQuery({
    queryKey: [resource, 'history', id],
    queryFn: async () => (await dataProvider.history(resource!, { id: id! })).data,
    enabled: Boolean(resource) && id !== undefined && canAccess === true,
  });
  if (!resource || id === undefined || !canAccess) return null;
  // A field whose inputs have labels of their own (a notification's audience) names itself by its `label`.
  const fieldLabel = (field: string) =>
    translate(`resources.${resource}.fields.${field}`, { _: translate(`resources.${resource}.fields.${field}.label`, { _: field.replace(/_/g, ' ') }) });

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography variant="h6" component="h2" id={headingId} gutterBottom>
        {translate('history.title')}
      </Typography>
      {isPending ? (
        <Typography variant="body2">{translate('app.loading')}</Typography>
      ) : isError ? (
        <Typography variant="body2" color="error">
          {translate('history.unavailable')}
        </Typography>
      ) : data.length === 0 ? (
        <Typography variant="body2">{translate('history.empty')}</Typography>
      ) : (
        <SmallTable
          rows={data.flatMap(lines)}
          rowKey={({ entry, field }) => `${entry.id}-${field ?? ''}`}
          columns={[
            { header: 'history.when', cell: ({ entry }) => formatMoment(entry.at, locale) },
            { header: 'history.who', cell: ({ entry }) => entry.actor_name ?? translate('history.system') },
            {
              header: 'history.action',
              cell: ({ entry }) => (
                <>
                  {translate(`history.actions.${entry.action}`, { _: entry.action.replace(/_/g, ' ') })}
                  <HistoryOriginText origin={entry.origin} />
                </>
              ),
            },
            { header: 'history.field', cell: ({ field }) => (field === undefined ? '—' : fieldLabel(field)) },
            { header: 'history.before', cell: ({ field, before }) => (field === undefined ? '—' : <HistoryValue resource={resource} field={field} value={before} />) },
            { header: 'history.after', cell: ({ field, after }) => (field === undefined ? '—' : <HistoryValue resource={resource} field={field} value={after} />) },
          ]}
        />
      )}
    </Box>
  );
};
