import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TimelineEvent } from '@domain/labels';
import { formatDateTime } from '../../i18n/dateTimeFormat';
import { useIntlLocale } from '../../i18n/intlLocale';
import { eventText } from './eventText';

/** A variant's events (History, stock moves, orders), oldest first: what happened, who did it, when, and which fields an edit changed. */
export const TimelineList = ({ events }: { events: TimelineEvent[] }) => {
  const translate = useTranslate();
  const locale = useIntlLocale();
  if (!events.length) return <Typography color="text.secondary">{translate('tracking.empty')}</Typography>;
  return (
    <List aria-label={translate('tracking.timeline')}>
      {events.map((event, index) => {
        const what = eventText(event, translate);
        const who = event.actor_name ? translate('tracking.by', { name: event.actor_name }) : translate('tracking.by_nobody');
        const fields = event.source === 'history' && event.action === 'update' ? Object.keys(event.changes).map((field) => translate(`resources.variants.fields.${field}`, { _: field })) : [];
        return (
          <ListItem key={`${event.at}-${index}`} divider>
            <ListItemText
              primary={`${what} ${who}`}
              secondary={[formatDateTime(event.at, locale), fields.length ? translate('tracking.changed', { fields: fields.join(', ') }) : ''].filter(Boolean).join(' · ')}
            />
          </ListItem>
        );
      })}
    </List>
  );
};
