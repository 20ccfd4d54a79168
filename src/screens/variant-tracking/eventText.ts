import type { TranslateFunction } from 'react-admin';
import type { TimelineEvent } from '@domain/labels';

const HISTORY_ACTIONS = ['create', 'update', 'submit', 'approve', 'reject', 'delete', 'labels_printed'];
const ORDER_ACTIONS_WITHOUT_STATUS = ['note', 'return'];

/** What an event of the timeline says happened, in the staff member's language (who and when are shown beside it). */
export const eventText = (event: TimelineEvent, translate: TranslateFunction): string => {
  if (event.source === 'stock') return translate(`tracking.stock.${event.action}`, { ...event, shelf: event.shelf ?? '' });
  if (event.source === 'order') {
    const number = event.order_number;
    if (ORDER_ACTIONS_WITHOUT_STATUS.includes(event.action)) return translate(`tracking.order.${event.action}`, { number });
    if (event.to_status) return translate('tracking.order.status', { number, status: translate(`server.order_status_${event.to_status}`, { _: event.to_status }) });
    return translate('tracking.order.other', { number, action: event.action });
  }
  return HISTORY_ACTIONS.includes(event.action) ? translate(`tracking.events.${event.action}`) : translate('tracking.events.other', { action: event.action });
};
