import type { TranslateFunction } from 'react-admin';
import { LABELS_ACTION, type TimelineEvent } from '@domain/labels';

const HISTORY_ACTIONS = ['create', 'update', 'submit', 'approve', 'reject', 'delete'];
const ORDER_ACTIONS_WITHOUT_STATUS = ['note', 'return'];

/** A label run's output in the words of the labels screen: PDF sheets by their sheet, ZPL with its resolution. */
const labelFormatText = (format: unknown, translate: TranslateFunction) => {
  const [kind, detail] = String(format).split(/-(.*)/);
  if (kind === 'pdf') return translate(`labels.sheets.${detail}`, { _: String(format) });
  if (kind === 'zpl') return `${translate('labels.formats.zpl')}, ${translate('labels.dpi_value', { dpi: detail })}`;
  return translate(`labels.formats.${String(format)}`, { _: String(format).toUpperCase() });
};

/** What an event of the timeline says happened, in the staff member's language (who and when are shown beside it). */
export const eventText = (event: TimelineEvent, translate: TranslateFunction): string => {
  if (event.source === 'stock') return translate(`tracking.stock.${event.action}`, { ...event, shelf: event.shelf ?? '' });
  if (event.source === 'order') {
    const number = event.order_number;
    if (ORDER_ACTIONS_WITHOUT_STATUS.includes(event.action)) return translate(`tracking.order.${event.action}`, { number });
    if (event.to_status) return translate('tracking.order.status', { number, status: translate(`server.order_status_${event.to_status}`, { _: event.to_status }) });
    return translate('tracking.order.other', { number, action: event.action });
  }
  if (event.action === LABELS_ACTION)
    return translate('tracking.events.labels', { format: labelFormatText(event.changes.format?.[1], translate), smart_count: Number(event.changes.labels?.[1] ?? 0) });
  return HISTORY_ACTIONS.includes(event.action) ? translate(`tracking.events.${event.action}`) : translate('tracking.events.other', { action: event.action });
};
