import { index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { DELIVERY_STATES, NOTIFICATION_CHANNELS, NOTIFICATION_STATES, type Audience, type NotificationChannel } from '@domain/notifications';
import { entityColumns, partOf } from './columns';

/** A notification to customers (issue 39): composed, then sent now or at `send_at` by a `notifications.send` job. */
export const notifications = pgTable(
  'notifications',
  {
    ...entityColumns(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    image: text('image'),
    link: text('link'),
    channels: text('channels', { enum: NOTIFICATION_CHANNELS }).array().notNull().$type<NotificationChannel[]>(),
    audience: jsonb('audience').$type<Audience>().notNull(),
    state: text('state', { enum: NOTIFICATION_STATES }).notNull().default('draft'),
    /** The instant it goes (UTC), and the zone the staff member chose it in (to show it back in). */
    send_at: timestamp('send_at', { withTimezone: true }),
    time_zone: text('time_zone'),
    /** The job sending it; its progress is the job's. */
    job_id: integer('job_id'),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('notifications_state').on(t.state, t.send_at)],
);

/** One recipient on one channel, written when the job claims the notification, then delivered once. */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    notification_id: partOf('notification_id', () => notifications.id),
    customer_id: integer('customer_id').notNull(),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    /** The address used: an email, a mobile number, or the customer's id for a push. */
    address: text('address'),
    state: text('state', { enum: DELIVERY_STATES }).notNull().default('pending'),
    error: text('error'),
    /** What the channel's adapter answered (an SMTP message id, an outbox row). */
    reference: text('reference'),
    delivered_at: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    unique('notification_deliveries_once').on(t.notification_id, t.customer_id, t.channel),
    index('notification_deliveries_state').on(t.notification_id, t.state),
  ],
);

/** What the embedded default "sends": each message as it would go out, for the console to show. */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notification_id: integer('notification_id').notNull(),
    delivery_id: integer('delivery_id').notNull().unique(),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    address: text('address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    image: text('image'),
    link: text('link'),
  },
  (t) => [index('notification_outbox_notification').on(t.notification_id, t.id)],
);
