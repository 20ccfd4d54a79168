import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useIntlLocale } from '../../i18n/intlLocale';
import { formatMoment } from '@domain/fieldText';
import type { OrderEvent, OrderRecord } from './orderRecord';
import { methodLabel } from './payments/paymentChoices';
import { formatRupees } from '../variants/moneyField';

/** A payment's or refund's amount and method, and its reference when it has one. */
const MoneyDetail = ({ data }: { data: { amount: number; method?: string; reference?: string | null } }) => {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const amount = formatRupees(data.amount, locale);
  const method = translate(methodLabel(data.method ?? ''), { _: data.method });
  const text = data.reference
    ? translate('resources.orders.payments.detail_reference', { amount, method, reference: data.reference })
    : translate('resources.orders.payments.detail', { amount, method });
  return (
    <Typography variant="body2" component="span" display="block">
      {text}
    </Typography>
  );
};

/** What an event adds to its name: the note, the carrier and tracking number a shipment went with, a payment's amount and method. */
const EventDetail = ({ event }: { event: OrderEvent }) => {
  const translate = useTranslate();
  const data = event.data;
  return (
    <>
      {data?.carrier && <Typography variant="body2" component="span" display="block">{translate('resources.orders.shipped_with', data)}</Typography>}
      {event.kind === 'invoice_issued' && typeof data?.number === 'string' && (
        <Typography variant="body2" component="span" display="block">
          {data.number}
        </Typography>
      )}
      {(event.kind === 'payment' || event.kind === 'refund') && typeof data?.amount === 'number' && <MoneyDetail data={{ ...data, amount: data.amount }} />}
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
            primary={`${translate(`resources.orders.events.${event.kind}`, { _: event.kind })} · ${formatMoment(event.created_at, locale) ?? ''} · ${
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
