import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useIntlLocale } from '../../i18n/intlLocale';
import { formatDateTime } from '../../i18n/dateTimeFormat';
import type { OrderEvent, OrderRecord } from './orderRecord';

/** What an event adds to its name: the note, or the carrier and tracking number a shipment went with. */
const EventDetail = ({ event }: { event: OrderEvent }) => {
  const translate = useTranslate();
  return (
    <>
      {event.data?.carrier && <Typography variant="body2" component="span" display="block">{translate('resources.orders.shipped_with', event.data)}</Typography>}
      {event.note && (
        <Typography variant="body2" component="span" display="block" sx={{ whiteSpace: 'pre-wrap' }}>
          {event.note}
        </Typography>
      )}
    </>
  );
};

/** The order's timeline, oldest first: each step, when, who took it, and staff notes. */
export const OrderTimeline = () => {
  const order = useRecordContext<OrderRecord>();
  const translate = useTranslate();
  const locale = useIntlLocale();
  if (!order?.events) return null;
  return (
    <List dense aria-label={translate('resources.orders.sections.timeline')}>
      {order.events.map((event) => (
        <ListItem key={event.id} divider alignItems="flex-start" data-testid="order-event">
          <ListItemText
            primary={`${translate(`resources.orders.events.${event.kind}`, { _: event.kind })} · ${formatDateTime(event.created_at, locale)} · ${
              event.actor_name ? translate('resources.orders.by_actor', { name: event.actor_name }) : translate('resources.orders.by_system')
            }`}
            secondary={<EventDetail event={event} />}
            slotProps={{ secondary: { component: 'span' } }}
          />
        </ListItem>
      ))}
    </List>
  );
};
