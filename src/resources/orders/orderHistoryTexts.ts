import type { HistoryValueTexts } from '../../components/HistoryPanel';

/** How an order's History writes its values: its money in rupees, its statuses, methods and channel by their labels. */
export const ORDER_HISTORY_TEXTS: HistoryValueTexts = {
  money: ['amount', 'paid', 'refunded', 'refund', 'difference', 'total', 'subtotal', 'discount', 'tax', 'cgst', 'sgst', 'igst', 'shipping'],
  choices: {
    status: 'resources.orders.status',
    payment_status: 'resources.orders.payment_status',
    method: 'resources.orders.payment_methods',
    payment_method: 'resources.orders.payment_methods',
    channel: 'resources.orders.channel',
    refund_method: 'resources.return-orders.refund_methods',
  },
};
