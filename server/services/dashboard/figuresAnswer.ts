import { z } from 'zod';
import { ORDER_CHANNELS, ORDER_STATUSES } from '@domain/orders/states';

/** `DashboardFigures` (domain/dashboard.ts) as `GET /dashboard/figures` answers it: money in minor units, instants as ISO text. */
const count = z.number().int();
const instant = z.iso.datetime();
const compared = <T extends z.ZodType>(figures: T) => z.object({ current: figures, previous: figures });
const rankedRow = z.object({ id: count, name: z.string(), revenue: count, units: count });

export const dashboardFiguresAnswer = z.object({
  time_zone: z.string(),
  currency: z.string(),
  days: z.object({ from: z.iso.date(), to: z.iso.date(), previous_from: z.iso.date(), previous_to: z.iso.date() }),
  bounds: z.object({ start: instant, end: instant, previous_start: instant, previous_end: instant }),
  bucket: z.enum(['hour', 'day']),
  sales: compared(z.object({ revenue: count, orders: count, average_order_value: count, units: count })).optional(),
  customers: compared(z.object({ new: count, returning: count })).optional(),
  returns: compared(z.object({ returns: count, rate: count })).optional(),
  credit_notes: compared(z.object({ count, amount: count })).optional(),
  series: z.array(z.object({ bucket: z.string(), channel: z.enum(ORDER_CHANNELS), revenue: count, orders: count })).optional(),
  top: z.object({ products: z.array(rankedRow).optional(), brands: z.array(rankedRow).optional(), designers: z.array(rankedRow).optional(), categories: z.array(rankedRow).optional() }).optional(),
  stores: z.array(z.object({ id: count, name: z.string(), revenue: count, orders: count })).optional(),
  low_stock: z
    .object({ count, rows: z.array(z.object({ variant_id: count, sku: z.string(), warehouse_id: count, warehouse: z.string(), available: count, threshold: count })) })
    .optional(),
  review_queue: z.object({ count, oldest_at: instant.nullable() }).optional(),
  recent_orders: z
    .array(z.object({ id: count, number: z.string(), customer_name: z.string(), channel: z.enum(ORDER_CHANNELS), status: z.enum(ORDER_STATUSES), total: count, placed_at: instant }))
    .optional(),
});
