import { REPORT_TIME_ZONE, addDays } from '@domain/orders/report';

/** The report's filters as the URL keeps them (text; empty: all). */
export const FILTER_KEYS = ['from', 'to', 'channel', 'status', 'store_id'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type ReportFilters = Record<FilterKey, string>;

/** Today in the business's time zone, as the report counts days. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_TIME_ZONE }).format(new Date());

/** The URL's filters, the last 30 days when it names no range. */
export const filtersOf = (params: URLSearchParams): ReportFilters => {
  const to = params.get('to') ?? today();
  return {
    from: params.get('from') ?? addDays(to, -29),
    to,
    channel: params.get('channel') ?? '',
    status: params.get('status') ?? '',
    store_id: params.get('store_id') ?? '',
  };
};

/** The filters as the report's query: the ones set, empty ones left out. */
export const queryOf = (filters: ReportFilters): Partial<ReportFilters> =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
