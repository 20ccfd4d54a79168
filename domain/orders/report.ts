import { z } from '../zod';
import { calendarDate, recordId } from '../bounds';
import { schemaMessage } from '../schemaMessages';
import { BUSINESS_TIME_ZONE } from '../fieldKinds';
import { ORDER_CHANNELS, ORDER_STATUSES, type OrderChannel } from './states';

/**
 * The order history report: orders placed in a date range (days of the business's time zone), with
 * channel, status and store filters, totalled by day and by channel, and its rows as a CSV.
 */
export const REPORT_TIME_ZONE = BUSINESS_TIME_ZONE;
/** A year and a day: the day series (one bar a day) stays readable and its query bounded. */
export const MAX_REPORT_DAYS = 366;
const DAY_MS = 86_400_000;

const date = () => calendarDate(schemaMessage('server.order_report_enter_date'));

/** The query of both report routes (GET, so every value arrives as text). */
export const orderReportQuerySchema = z
  .object({
    from: date(),
    to: date(),
    channel: z.enum(ORDER_CHANNELS).optional(),
    status: z.enum(ORDER_STATUSES).optional(),
    store_id: z.coerce.number().pipe(recordId()).optional(),
  })
  .superRefine((query, context) => {
    const days = (Date.parse(query.to) - Date.parse(query.from)) / DAY_MS + 1;
    if (days < 1) context.addIssue({ code: 'custom', path: ['to'], message: schemaMessage('server.order_report_range_order') });
    else if (days > MAX_REPORT_DAYS)
      context.addIssue({ code: 'custom', path: ['from'], message: schemaMessage('server.order_report_range_too_long', { days: MAX_REPORT_DAYS }) });
  });
export type OrderReportQuery = z.infer<typeof orderReportQuerySchema>;

/** Sums of a group of orders, minor units. */
export interface OrderReportSums {
  orders: number;
  items: number;
  subtotal: number;
  discount: number;
  tax: number;
  shipping: number;
  total: number;
}

export interface OrderReport {
  /** One row per day and channel that had orders, by day then channel. */
  days: ({ day: string; channel: OrderChannel } & OrderReportSums)[];
  channels: ({ channel: OrderChannel } & OrderReportSums)[];
  totals: OrderReportSums;
  currency: string;
}

/** An order's money fields, in the order its documents show them (minor units). */
export const ORDER_AMOUNTS = ['subtotal', 'discount', 'tax', 'cgst', 'sgst', 'igst', 'shipping', 'total'] as const;

/** The CSV's columns, in order (money in rupees, times India's: the header names each one's unit, server/services/order/orderReport.ts). */
export const ORDER_REPORT_COLUMNS = [
  'number',
  'placed_at',
  'channel',
  'status',
  'payment_status',
  'store',
  'customer_name',
  'customer_email',
  'items_count',
  ...ORDER_AMOUNTS,
  'currency',
] as const;

/** YYYY-MM-DD of a day `offset` days after `day`. */
export const addDays = (day: string, offset: number) => new Date(Date.parse(day) + offset * DAY_MS).toISOString().slice(0, 10);
