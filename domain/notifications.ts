import { z } from './zod';
import { int4, lineText, moment, multiLineText, recordId } from './bounds';
import { customIssue, schemaMessage } from './schemaMessages';

/** Notifications to customers (issue 39): composed by staff, sent to an audience by a background job. */
export const NOTIFICATION_CHANNELS = ['email', 'sms', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** draft → scheduled → sending → sent; a scheduled one may be cancelled before its job claims it. */
export const NOTIFICATION_STATES = ['draft', 'scheduled', 'sending', 'sent', 'cancelled', 'failed'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

/** One recipient on one channel: skipped when the customer has no address for it. */
export const DELIVERY_STATES = ['pending', 'sent', 'failed', 'skipped'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const AUDIENCE_KINDS = ['all', 'segment', 'customers'] as const;
export type AudienceKind = (typeof AUDIENCE_KINDS)[number];

const keepUnder = (max: number) => schemaMessage('server.keep_under', { max });
const shortList = (item: z.ZodType<string>, max: number) => z.array(item).max(max, keepUnder(max));
const word = () => lineText().trim().min(1, schemaMessage('server.enter_name')).max(80, keepUnder(80));
const address = () =>
  lineText().trim().max(500, keepUnder(500)).regex(/^(https?:\/\/|\/)/, schemaMessage('server.cms_link_form'));

/**
 * Who receives it: every active customer, a segment (any of the tags, any of the cities of their
 * addresses, a range of orders placed), or customers chosen by id.
 */
export const audienceSchema = z
  .object({
    kind: z.enum(AUDIENCE_KINDS),
    tags: shortList(word(), 50).default([]),
    cities: shortList(word(), 50).default([]),
    orders_min: int4(0).nullable().optional(),
    orders_max: int4(0).nullable().optional(),
    customer_ids: z.array(recordId()).max(1000, keepUnder(1000)).default([]),
  })
  .superRefine((value, context) => {
    if (value.kind === 'customers' && !value.customer_ids.length)
      context.addIssue({ ...customIssue('server.notification_choose_customers'), path: ['customer_ids'] });
    const segmentSet = value.tags.length || value.cities.length || value.orders_min != null || value.orders_max != null;
    if (value.kind === 'segment' && !segmentSet) context.addIssue({ ...customIssue('server.notification_segment_empty'), path: ['tags'] });
    if (value.orders_min != null && value.orders_max != null && value.orders_min > value.orders_max)
      context.addIssue({ ...customIssue('server.notification_orders_range'), path: ['orders_max'] });
  });
export type Audience = z.infer<typeof audienceSchema>;

const notificationFields = {
  title: lineText().trim().min(1, schemaMessage('server.enter_title')).max(120, keepUnder(120)),
  body: multiLineText().trim().min(1, schemaMessage('server.notification_enter_body')).max(2000, keepUnder(2000)),
  image: address().nullable().optional(),
  link: address().nullable().optional(),
  channels: z.array(z.enum(NOTIFICATION_CHANNELS)).min(1, schemaMessage('server.notification_choose_channel')).max(3),
  audience: audienceSchema,
};

export const notificationSchema = z.object(notificationFields);
export const notificationUpdateSchema = z.object(notificationFields).partial();

/** A time zone the runtime knows (IANA name): the one the staff member scheduled in. */
const timeZone = () =>
  lineText()
    .max(64)
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, schemaMessage('server.notification_time_zone'));

/** Sending: now, or at `send_at` (an instant; the form turns the staff member's local time into it). */
export const scheduleSchema = z.object({ send_at: moment().optional(), time_zone: timeZone().optional() });
export const cancelSchema = z.object({});

/** What the preview answers: how many would receive it on each channel, and the message as one of them reads it. */
export interface NotificationPreview {
  audience: number;
  reachable: Record<NotificationChannel, number>;
  sample: { customer: string; email: string | null; mobile: string | null; subject: string; text: string; html: string } | null;
}

/** Fills `{{first_name}}`-style fields of a message for one customer; unknown names stay as written. */
export const renderTemplate = (text: string, customer: { first_name: string; last_name: string }) =>
  text.replace(/\{\{\s*(first_name|last_name)\s*\}\}/g, (_all, name: 'first_name' | 'last_name') => customer[name]);
