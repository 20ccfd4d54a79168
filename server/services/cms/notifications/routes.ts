import type { FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { DELIVERY_STATES, NOTIFICATION_CHANNELS, NOTIFICATION_STATES, cancelSchema, notificationSchema, notificationUpdateSchema, scheduleSchema, type NotificationPreview } from '@domain/notifications';
import { getResource } from '@domain/resources';
import type { Database, Executor } from '../../../db/client';
import { customers, jobs, notificationOutbox, notifications } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { staffOf } from '../../../auth/access';
import { recordChange } from '../../../history/recordChange';
import { insertJob } from '../../../jobs/jobsApi';
import type { JobQueue } from '../../../jobs/queue';
import { registerAction } from '../../../http/action';
import { registerCrud } from '../../../http/crud';
import { conflict, notFound, refusedAt } from '../../../http/errors';
import { pathId } from '../../../http/pathId';
import { audienceWhere } from './audience';
import { renderMessage } from './render';
import { SEND_NOTIFICATION, deliveryCounts } from './sendJob';
import { z } from 'zod';
import { idParams } from '../../../openapi/common';
import { rowSchema } from '../../../openapi/tableRow';

const resource = getResource('notifications');
const path = `/${resource.apiPath}`;
/** A moment this close to now counts as now (the form's clock and the server's differ a little). */
const PAST_GRACE_MS = 60_000;

const whole = z.number().int();
const notificationRow = rowSchema(notifications);
const previewAnswer = z.object({
  audience: whole,
  reachable: z.record(z.enum(NOTIFICATION_CHANNELS), whole),
  sample: z.object({ customer: z.string(), email: z.string().nullable(), mobile: z.string().nullable(), subject: z.string(), text: z.string(), html: z.string() }).nullable(),
});
const deliveriesAnswer = z.object({ state: z.enum(NOTIFICATION_STATES), counts: z.record(z.enum(DELIVERY_STATES), whole), done: whole, total: whole.nullable() });

const notWhileSent = (state: string) => {
  if (state !== 'draft') throw conflict({ key: 'server.notification_not_draft' });
};

const findNotification = async (executor: Executor, id: number) => {
  const [row] = await executor.select().from(notifications).where(eq(notifications.id, id));
  if (!row) throw notFound('server.notification_missing');
  return row;
};

/** How many the audience holds and can be reached on each channel, and the message as the first of them reads it. */
export const previewOf = async (executor: Executor, notification: typeof notifications.$inferSelect): Promise<NotificationPreview> => {
  const where = audienceWhere(notification.audience);
  const [sizes] = await executor
    .select({ audience: count(), mobile: count(customers.mobile) })
    .from(customers)
    .where(where);
  const [first] = await executor.select().from(customers).where(where).orderBy(asc(customers.id)).limit(1);
  const audience = Number(sizes?.audience ?? 0);
  return {
    audience,
    reachable: { email: audience, sms: Number(sizes?.mobile ?? 0), push: audience },
    sample: first
      ? { customer: `${first.first_name} ${first.last_name}`.trim(), email: first.email, mobile: first.mobile, ...renderMessage(notification, first) }
      : null,
  };
};

/** The notifications routes: drafts (CRUD), preview, schedule or send, cancel, deliveries and the outbox. */
export const registerNotificationRoutes = (app: FastifyInstance, db: Database, queue: JobQueue) => {
  registerCrud(app, db, {
    resource,
    table: notifications,
    createSchema: notificationSchema,
    updateSchema: notificationUpdateSchema,
    searchColumns: [notifications.title],
    defaultSort: { field: 'id', order: 'DESC' },
    computedColumns: {
      recipients: sql<number>`(select count(*)::int from notification_deliveries d where d.notification_id = ${notifications.id})`,
    },
    beforeWrite: async (_tx, values, existing) => {
      if (existing) notWhileSent(existing.state as string);
      return values;
    },
    beforeDelete: async (_tx, existing) => {
      if (existing.state === 'scheduled' || existing.state === 'sending') throw conflict({ key: 'server.notification_not_draft' });
    },
  });

  const show = { config: { access: { module: resource.module, action: 'show' as const } } };
  const answer = (response: z.ZodType) => ({ ...show, schema: { params: idParams, response: { 200: response } } });

  app.get(`${path}/:id/preview`, answer(previewAnswer), async (request) => previewOf(db, await findNotification(db, pathId(request.params))));

  app.get(`${path}/:id/deliveries`, answer(deliveriesAnswer), async (request) => {
    const notification = await findNotification(db, pathId(request.params));
    const [job] = notification.job_id ? await db.select().from(jobs).where(eq(jobs.id, notification.job_id)) : [];
    return { state: notification.state, counts: await deliveryCounts(db, notification.id), done: job?.done ?? 0, total: job?.total ?? null };
  });

  app.get(`${path}/:id/outbox`, answer(z.array(rowSchema(notificationOutbox))), async (request) => {
    const id = pathId(request.params);
    await findNotification(db, id);
    return db.select().from(notificationOutbox).where(eq(notificationOutbox.notification_id, id)).orderBy(desc(notificationOutbox.id)).limit(200);
  });

  /**
   * Sends it now, or at `send_at`: the job is written with the change and handed to the queue to start
   * then (pg-boss's startAfter). Any server's worker may run it; it sends once (sendJob.ts).
   */
  app.post(`${path}/:id/schedule`, { config: { access: { module: resource.module, action: 'edit' } }, schema: { params: idParams, body: scheduleSchema, response: { 200: notificationRow } } }, async (request) => {
    const id = pathId(request.params);
    const input = scheduleSchema.parse(request.body ?? {});
    const staff = staffOf(request);
    const now = Date.now();
    if (input.send_at && input.send_at.getTime() < now - PAST_GRACE_MS)
      throw refusedAt(422, 'schedule_past', 'send_at', { key: 'server.cms_schedule_past' });
    const sendAt = input.send_at && input.send_at.getTime() > now ? input.send_at : new Date(now);
    const scheduled = await inTransaction(db, async (tx) => {
      const [before] = await tx.select().from(notifications).where(eq(notifications.id, id)).for('update');
      if (!before) throw notFound('server.notification_missing');
      notWhileSent(before.state);
      const preview = await previewOf(tx, before);
      if (!preview.audience) throw refusedAt(422, 'audience_empty', 'audience', { key: 'server.notification_audience_empty' });
      const job = await insertJob(tx, { type: SEND_NOTIFICATION, params: { notification_id: id }, createdBy: staff.id, total: preview.audience });
      const [after] = await tx
        .update(notifications)
        .set({ state: 'scheduled', send_at: sendAt, time_zone: input.time_zone ?? null, job_id: job.id, updated_at: new Date() })
        .where(eq(notifications.id, id))
        .returning();
      await recordChange(tx, staff.id, resource.name, id, before, after, 'schedule');
      return after!;
    });
    await queue.enqueue(scheduled.job_id!, { startAfter: sendAt });
    return scheduled;
  });

  /** Withdraws a scheduled notification before its job claims it; its job is cancelled with it. */
  registerAction(app, db, resource, 'cancel', {
    table: notifications,
    schema: cancelSchema,
    access: 'edit',
    handler: async (tx, { ids }) => {
      const [cancelled] = await tx
        .update(notifications)
        .set({ state: 'cancelled', updated_at: new Date() })
        .where(and(eq(notifications.id, ids[0]!), eq(notifications.state, 'scheduled')))
        .returning();
      if (!cancelled) throw conflict({ key: 'server.notification_not_scheduled' });
      if (cancelled.job_id)
        await tx
          .update(jobs)
          .set({ status: 'cancelled', finished_at: sql`now()`, updated_at: sql`now()` })
          .where(and(eq(jobs.id, cancelled.job_id), eq(jobs.status, 'queued')));
      return cancelled;
    },
    response: notificationRow,
  });
};
