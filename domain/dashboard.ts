import { z } from './zod';
import { calendarDate } from './bounds';
import { schemaMessage } from './schemaMessages';
import { MAX_REPORT_DAYS, addDays } from './orders/report';
import type { OrderChannel, OrderStatus } from './orders/states';

/**
 * The dashboard (spec routes /dashboard/analytics, /hireavilla, /home360): figures of a period of the
 * business's days against the period of as many days just before it, computed by the server.
 */
export const DASHBOARD_PERIODS = ['today', '7d', '30d', 'quarter', 'custom'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

const DAY_MS = 86_400_000;
const date = () => calendarDate(schemaMessage('server.order_report_enter_date'));

/** The query of `GET /dashboard/figures` (GET, so every value arrives as text); `from` and `to` only with `custom`. */
export const dashboardQuerySchema = z
  .object({ period: z.enum(DASHBOARD_PERIODS).default('30d'), from: date().optional(), to: date().optional() })
  .superRefine((query, context) => {
    if (query.period !== 'custom') return;
    if (!query.from) return context.addIssue({ code: 'custom', path: ['from'], message: schemaMessage('server.order_report_enter_date') });
    if (!query.to) return context.addIssue({ code: 'custom', path: ['to'], message: schemaMessage('server.order_report_enter_date') });
    const days = (Date.parse(query.to) - Date.parse(query.from)) / DAY_MS + 1;
    if (days < 1) context.addIssue({ code: 'custom', path: ['to'], message: schemaMessage('server.order_report_range_order') });
    else if (days > MAX_REPORT_DAYS)
      context.addIssue({ code: 'custom', path: ['from'], message: schemaMessage('server.order_report_range_too_long', { days: MAX_REPORT_DAYS }) });
  });
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** First and last day (YYYY-MM-DD, both included) of a period and of the one before it. */
export interface DashboardDays {
  from: string;
  to: string;
  previous_from: string;
  previous_to: string;
}

/** The days a period covers, `today` being the business's date now; the previous period is as many days just before. */
export const periodDays = (query: DashboardQuery, today: string): DashboardDays => {
  const quarterStart = `${today.slice(0, 5)}${String(Math.floor((Number(today.slice(5, 7)) - 1) / 3) * 3 + 1).padStart(2, '0')}-01`;
  const [from, to] =
    query.period === 'custom'
      ? [query.from!, query.to!]
      : query.period === 'quarter'
        ? [quarterStart, today]
        : [addDays(today, query.period === 'today' ? 0 : query.period === '7d' ? -6 : -29), today];
  const days = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
  return { from, to, previous_from: addDays(from, -days), previous_to: addDays(from, -1) };
};

/** The business's date (YYYY-MM-DD) at `now` in `timeZone`. */
export const dayIn = (timeZone: string, now: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** Orders that count as sales: all but the cancelled. */
export const SALE_STATUSES: readonly OrderStatus[] = ['placed', 'confirmed', 'picked', 'packed', 'shipped', 'delivered'];

export interface SalesFigures {
  /** Sum of the orders' totals, minor units. */
  revenue: number;
  orders: number;
  /** Revenue / orders, rounded to the minor unit (0 without orders). */
  average_order_value: number;
  units: number;
}
export interface CustomerFigures {
  /** Customers whose first order was placed in the period. */
  new: number;
  /** Customers who ordered in the period and had ordered before it. */
  returning: number;
}
export interface ReturnFigures {
  /** Returns recorded in the period. */
  returns: number;
  /** Returns / orders placed in the period, basis points (0 without orders). */
  rate: number;
}
export interface CreditNoteFigures {
  /** Credit notes issued in the period and not voided, and their amount (minor units). */
  count: number;
  amount: number;
}
/** A figure of the period and of the one before. */
export interface Compared<T> {
  current: T;
  previous: T;
}
export interface SeriesPoint {
  /** YYYY-MM-DD, or YYYY-MM-DD HH (business time) for a one-day period. */
  bucket: string;
  channel: OrderChannel;
  revenue: number;
  orders: number;
}
export interface RankedRow {
  id: number;
  name: string;
  revenue: number;
  units: number;
}
export interface StoreRow {
  id: number;
  name: string;
  revenue: number;
  orders: number;
}
export interface LowStockRow {
  variant_id: number;
  sku: string;
  warehouse_id: number;
  warehouse: string;
  available: number;
  threshold: number;
}
export interface RecentOrder {
  id: number;
  number: string;
  customer_name: string;
  channel: OrderChannel;
  status: OrderStatus;
  total: number;
  placed_at: string;
}

/** The figures the employee may see; a section their role cannot read is absent (never computed). */
export interface DashboardFigures {
  time_zone: string;
  currency: string;
  days: DashboardDays;
  /** The periods' bounds as instants (ISO, UTC): start included, end excluded. */
  bounds: { start: string; end: string; previous_start: string; previous_end: string };
  bucket: 'hour' | 'day';
  sales?: Compared<SalesFigures>;
  customers?: Compared<CustomerFigures>;
  returns?: Compared<ReturnFigures>;
  credit_notes?: Compared<CreditNoteFigures>;
  series?: SeriesPoint[];
  top?: { products?: RankedRow[]; brands?: RankedRow[]; designers?: RankedRow[]; categories?: RankedRow[] };
  stores?: StoreRow[];
  low_stock?: { count: number; rows: LowStockRow[] };
  review_queue?: { count: number; oldest_at: string | null };
  recent_orders?: RecentOrder[];
}

/** How many rows the ranked lists, low stock and recent orders show. */
export const DASHBOARD_TOP = 5;
export const DASHBOARD_LOW_STOCK_ROWS = 10;
export const DASHBOARD_RECENT_ORDERS = 8;

/** Where the figures are served, on the order base: `GET <base>/dashboard/figures`. */
export const DASHBOARD_API_PATH = 'dashboard';

/** A list's date filter includes its upper bound: a period's end (excluded) less a millisecond. */
export const lastMomentBefore = (end: string) => new Date(Date.parse(end) - 1).toISOString();

/**
 * The customer list's filters (server/services/customer/orderedFilters.ts) that count a period's new
 * customers (first sale in [start, end)) and returning ones (a sale in it, the first before it).
 */
export const customerFigureFilters = (start: string, end: string) => ({
  new: { first_order_at_gte: start, first_order_at_lte: lastMomentBefore(end) },
  returning: { ordered_at_gte: start, ordered_at_lte: lastMomentBefore(end), first_order_at_lte: lastMomentBefore(start) },
});
