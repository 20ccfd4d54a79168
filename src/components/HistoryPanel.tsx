import { useId } from 'react';
import { Box, Divider, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { SECRET_VALUE, type HistoryEntry } from '../domain/history';
import { LocaleDateField } from '../fields/LocaleDateField';
import { useIntlLocale } from '../i18n/intlLocale';
import type { ConsoleDataProvider } from '../providers/dataProvider';

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** One side of a change as staff read it: a dash for nothing, dates in their language, lists joined. */
const useValueText = () => {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const text = (value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (value === SECRET_VALUE) return translate('history.secret');
    if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    if (typeof value === 'string' && ISO_MOMENT.test(value)) return new Date(value).toLocaleString(locale);
    if (Array.isArray(value)) return value.map(text).join(', ');
    if (typeof value === 'object') return JSON.stringify(value);
    return String(value);
  };
  return text;
};

/** One line per changed field; a change that touched no field still shows its action. */
const lines = (entry: HistoryEntry) => {
  const changes = Object.entries(entry.changes);
  return changes.length ? changes : [[undefined, [undefined, undefined]] as const];
};

/**
 * The record's History below its show or edit page: who changed what, when, from what to what,
 * newest first. Field names are the resource's own labels. `resource` for pages outside a resource's routes.
 */
export const HistoryPanel = (props: { resource?: string }) => {
  const resource = useResourceContext(props);
  const record = useRecordContext();
  // The server answers History to those who may see the record; others see no panel rather than an error.
  const { canAccess } = useCanAccess({ resource, action: 'show' });
  const translate = useTranslate();
  const valueText = useValueText();
  const headingId = useId();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const id = record?.id;
  const { data, isPending, isError } = useQuery({
    queryKey: [resource, 'history', id],
    queryFn: async () => (await dataProvider.history(resource!, { id: id! })).data,
    enabled: Boolean(resource) && id !== undefined && canAccess === true,
  });
  if (!resource || id === undefined || !canAccess) return null;
  const fieldLabel = (field: string) => translate(`resources.${resource}.fields.${field}`, { _: field.replace(/_/g, ' ') });

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
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('history.when')}</TableCell>
              <TableCell>{translate('history.who')}</TableCell>
              <TableCell>{translate('history.action')}</TableCell>
              <TableCell>{translate('history.field')}</TableCell>
              <TableCell>{translate('history.before')}</TableCell>
              <TableCell>{translate('history.after')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.flatMap((entry) =>
              lines(entry).map(([field, [before, after]]) => (
                <TableRow key={`${entry.id}-${field ?? ''}`}>
                  <TableCell>
                    <LocaleDateField record={entry} source="at" showTime />
                  </TableCell>
                  <TableCell>{entry.actor_name ?? translate('history.system')}</TableCell>
                  <TableCell>{translate(`history.actions.${entry.action}`, { _: entry.action })}</TableCell>
                  <TableCell>{field === undefined ? '—' : fieldLabel(field)}</TableCell>
                  <TableCell>{field === undefined ? '—' : valueText(before)}</TableCell>
                  <TableCell>{field === undefined ? '—' : valueText(after)}</TableCell>
                </TableRow>
              )),
            )}
          </TableBody>
        </Table>
      )}
    </Box>
  );
};
