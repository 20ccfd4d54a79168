import { isDeepStrictEqual } from 'node:util';
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DeliveryState } from '@domain/notifications';
import type { Executor } from '../../../db/client';
import { customers, jobs, notificationDeliveries, notifications } from '../../../db/schema';
import { recordChange } from '../../../history/recordChange';
import { registerJobType } from '../../../jobs/registry';
import { adaptersFor } from './adapters';
import { audienceWhere } from './audience';
import { renderMessage } from './render';

export const SEND_NOTIFICATION = 'notifications.send';
/** Deliveries one batch sends: a few seconds of SMTP at most. */
const BATCH = 50;

/** Deliveries of a notification by state. */
export const deliveryCounts = async (executor: Executor, notificationId: number) => {
  const rows = await executor
    .select({ state: notificationDeliveries.state, n: count() })
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.notification_id, notificationId))
    .groupBy(notificationDeliveries.state);
  const counts: Record<DeliveryState, number> = { pending: 0, sent: 0, failed: 0, skipped: 0 };
  for (const row of rows) counts[row.state] = Number(row.n);
  return counts;
};

/**
 * Sends one notification. The first batch claims it (scheduled → sending, one atomic UPDATE: a
 * cancelled one, or one another job claimed, is left alone) and writes a delivery per recipient and
 * channel; the next ones deliver the pending ones in id order. Every batch first locks the job's row
 * and checks that the job still stands where the batch started: a second runner of the same job waits
 * there, finds it moved, and its run ends without sending anything twice.
 */
registerJobType<{ notification_id: number }, number>(SEND_NOTIFICATION, {
  module: 'notifications',
  params: z.object({ notification_id: z.number().int().positive() }),
  async runBatch(tx, job, services) {
    const [standing] = await tx.select({ checkpoint: jobs.checkpoint }).from(jobs).where(eq(jobs.id, job.id)).for('update');
    if (!isDeepStrictEqual(standing?.checkpoint ?? undefined, job.checkpoint)) return { checkpoint: job.checkpoint ?? 0, processed: 0 };
    const id = job.params.notification_id;

    if (job.checkpoint === undefined) {
      const [before] = await tx.select().from(notifications).where(eq(notifications.id, id)).for('update');
      if (before?.state !== 'scheduled') return { checkpoint: 0, processed: 0, total: 0, finished: true, result: { sent: 0, not_scheduled: true } };
      const [claimed] = await tx
        .update(notifications)
        .set({ state: 'sending', updated_at: new Date() })
        .where(and(eq(notifications.id, id), eq(notifications.state, 'scheduled')))
        .returning();
      await recordChange(tx, null, 'notifications', id, before, claimed, 'send');
      for (const channel of claimed!.channels) {
        const address = channel === 'email' ? customers.email : channel === 'sms' ? customers.mobile : sql`${customers.id}::text`;
        await tx.execute(sql`
          insert into ${notificationDeliveries} (notification_id, customer_id, channel, address, state)
          select ${id}, ${customers.id}, ${channel}, ${address}, case when ${address} is null then 'skipped' else 'pending' end
          from ${customers} where ${audienceWhere(claimed!.audience)}`);
      }
      const counts = await deliveryCounts(tx, id);
      return { checkpoint: 0, processed: counts.skipped, total: counts.pending + counts.skipped };
    }

    const due = await tx
      .select({ delivery: notificationDeliveries, first_name: customers.first_name, last_name: customers.last_name })
      .from(notificationDeliveries)
      .innerJoin(customers, eq(customers.id, notificationDeliveries.customer_id))
      .where(and(eq(notificationDeliveries.notification_id, id), eq(notificationDeliveries.state, 'pending'), gt(notificationDeliveries.id, job.checkpoint)))
      .orderBy(asc(notificationDeliveries.id))
      .limit(BATCH);
    const [notification] = await tx.select().from(notifications).where(eq(notifications.id, id));
    if (!due.length || !notification) {
      const [done] = await tx
        .update(notifications)
        .set({ state: 'sent', sent_at: new Date(), updated_at: new Date() })
        .where(eq(notifications.id, id))
        .returning();
      if (notification) await recordChange(tx, null, 'notifications', id, notification, done, 'send');
      const counts = await deliveryCounts(tx, id);
      return { checkpoint: job.checkpoint, processed: 0, finished: true, result: counts };
    }
    const adapters = adaptersFor(services.mail);
    for (const { delivery, first_name, last_name } of due) {
      const message = renderMessage(notification, { first_name, last_name });
      const outcome = await adapters[delivery.channel]
        .send(tx, { ...message, notification_id: id, delivery_id: delivery.id, channel: delivery.channel, address: delivery.address!, image: notification.image, link: notification.link })
        .then(
          (receipt) => ({ state: 'sent' as const, reference: receipt.reference, error: null }),
          (error: unknown) => ({ state: 'failed' as const, reference: null, error: (error instanceof Error ? error.message : String(error)).slice(0, 500) }),
        );
      await tx
        .update(notificationDeliveries)
        .set({ ...outcome, delivered_at: new Date() })
        .where(eq(notificationDeliveries.id, delivery.id));
    }
    return { checkpoint: due.at(-1)!.delivery.id, processed: due.length };
  },
});
