import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The dashboard's daily sums of the orders that count as sales (all but the cancelled), by the
 * business's day (Asia/Kolkata), channel and store (0: none). Kept exact by triggers on orders and
 * order_lines, in the transaction of every order write (migration 0030_dashboard_triggers); the dashboard reads these
 * instead of the orders when it counts in the business's time zone.
 */
export const dashboardDailySales = pgTable(
  'dashboard_daily_sales',
  {
    day: date('day', { mode: 'string' }).notNull(),
    channel: text('channel').notNull(),
    store_id: integer('store_id').notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
    orders: integer('orders').notNull().default(0),
    units: integer('units').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.channel, t.store_id] })],
);

/** The same days' sold lines by product: their value after discount (`net`) and units. */
export const dashboardDailyProducts = pgTable(
  'dashboard_daily_products',
  {
    day: date('day', { mode: 'string' }).notNull(),
    product_id: integer('product_id').notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
    units: integer('units').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.product_id] })],
);

/**
 * The daily product sums by month (`month`: its first day): a year reads twelve months of rows and a few
 * edge days instead of 365 days (migration 0036_dashboard_rollups keeps both in the same trigger call).
 */
export const dashboardMonthlyProducts = pgTable(
  'dashboard_monthly_products',
  {
    month: date('month', { mode: 'string' }).notNull(),
    product_id: integer('product_id').notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
    units: integer('units').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.month, t.product_id] })],
);

/**
 * The business's days on which a customer placed a sale (a row only while `orders` > 0): their first
 * day and whether they bought in a period are each one probe of the key, not a walk past their orders.
 */
export const dashboardCustomerDays = pgTable(
  'dashboard_customer_days',
  {
    customer_id: integer('customer_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    orders: integer('orders').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.customer_id, t.day] })],
);
