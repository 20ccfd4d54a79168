import { useId } from 'react';
import { Box, Divider, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { SECRET_VALUE, type HistoryEntry } from '@domain/history';
import { LocaleDateField } from '../fields/LocaleDateField';
import { useIntlLocale } from '../i18n/intlLocale';
import type { ConsoleDataProvider } from '../providers/dataProvider';
import { SmallTable } from './SmallTable';
import { formatRupees } from '../resources/variants/moneyField';

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** How a resource's History writes the values of some of its fields. */
export interface HistoryValueTexts {
  /** Fields holding money in minor units (paise): written in rupees, in the staff member's number format. */
  money?: readonly string[];
  /** Fields holding a choice: the key under which its labels are (`resources.orders.payment_methods`). */
  choices?: Readonly<Record<string, string>>;
}

/** One side of a change as staff read it: a dash for nothing, dates in their language, money and choices as `texts` say, lists joined. */
const useValueText = ({ money = [], choices = {} }: HistoryValueTexts) => {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const text = (value: unknown, field?: string): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (value === SECRET_VALUE) return translate('history.secret');
    if (field && typeof value === 'number' && money.includes(field)) return formatRupees(value, locale);
    const choice = field && choices[field];
    if (choice && typeof value === 'string') return translate(`${choice}.${value}`, { _: value });
    if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    if (typeof value === 'string' && ISO_MOMENT.test(value)) return new Date(value).toLocaleString(locale);
    if (Array.isArray(value)) return value.map((item) => text(item)).join(', ');
    if (typeof value === 'object') return JSON.stringify(value);
    return String(value);
  };
  return text;
};

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
 * The record's History below its show or edit page: who changed what, when, from what to what,
 * newest first. Field names are the resource's own labels. `resource` for pages outside a resource's routes.
 */
export const HistoryPanel = ({ money, choices, ...props }: { resource?: string } & HistoryValueTexts) => {
  const resource = useResourceContext(props);
  const record = useRecordContext();
  // The server answers History to those who may see the record; others see no panel rather than an error.
  const { canAccess } = useCanAccess({ resource, action: 'show' });
  const translate = useTranslate();
  const valueText = useValueText({ money, choices });
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
        <SmallTable
          rows={data.flatMap(lines)}
          rowKey={({ entry, field }) => `${entry.id}-${field ?? ''}`}
          columns={[
            { header: 'history.when', cell: ({ entry }) => <LocaleDateField record={entry} source="at" showTime /> },
            { header: 'history.who', cell: ({ entry }) => entry.actor_name ?? translate('history.system') },
            { header: 'history.action', cell: ({ entry }) => translate(`history.actions.${entry.action}`, { _: entry.action }) },
            { header: 'history.field', cell: ({ field }) => (field === undefined ? '—' : fieldLabel(field)) },
            { header: 'history.before', cell: ({ field, before }) => (field === undefined ? '—' : valueText(before, field)) },
            { header: 'history.after', cell: ({ field, after }) => (field === undefined ? '—' : valueText(after, field)) },
          ]}
        />
      )}
    </Box>
  );
};
