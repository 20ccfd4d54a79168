import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TimelineEvent } from '@domain/labels';
import { formatMoment } from '@domain/fieldText';
import { HistoryOriginText } from '../../components/HistoryOriginText';
import { HistoryValue } from '../../components/HistoryValue';
import { useIntlLocale } from '../../i18n/intlLocale';
import { eventText } from './eventText';

/**
 * What a History event changed, a field a line: its label, then before → after; a named action's facts
 * (a label printing's format and count), which had no value before, only after. A create shows none:
 * the variant's page has its values.
 */
const Changes = ({ event }: { event: Extract<TimelineEvent, { source: 'history' }> }) => {
  const translate = useTranslate();
  const changes = event.action === 'create' ? [] : Object.entries(event.changes);
  if (!changes.length) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {changes.map(([field, [before, after]]) => (
        <li key={field}>
          {translate('tracking.field', { field: translate(`resources.variants.fields.${field}`, { _: field.replace(/_/g, ' ') }) })}{' '}
          {before !== null && before !== undefined && (
            <>
              <HistoryValue resource="variants" field={field} value={before} />
              {' → '}
            </>
          )}
          <HistoryValue resource="variants" field={field} value={after} />
        </li>
      ))}
    </Box>
  );
};

/** A variant's events (History, stock moves, orders), oldest first: what happened, who did it, when (India's clock), and what an edit changed from and to. */
export const TimelineList = ({ events }: { events: TimelineEvent[] }) => {
  const translate = useTranslate();
  const locale = useIntlLocale();
  if (!events.length) return <Typography color="text.secondary">{translate('tracking.empty')}</Typography>;
  return (
    <List aria-label={translate('tracking.timeline')}>
      {events.map((event, index) => {
        const what = eventText(event, translate);
        const who = event.actor_name ? translate('tracking.by', { name: event.actor_name }) : translate('tracking.by_nobody');
        return (
          <ListItem key={`${event.at}-${index}`} divider>
            <ListItemText
              primary={`${what} ${who}`}
              secondary={
                <>
                  {formatMoment(event.at, locale)}
                  {event.source === 'history' && (
                    <>
                      <HistoryOriginText origin={event.origin} />
                      <Changes event={event} />
                    </>
                  )}
                </>
              }
              slotProps={{ secondary: { component: 'div' } }}
            />
          </ListItem>
        );
      })}
    </List>
  );
};
