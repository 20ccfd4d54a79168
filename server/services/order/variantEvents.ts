import { desc, eq, inArray } from 'drizzle-orm';
import type { TimelineEvent } from '@domain/labels';
import type { Database } from '../../db/client';
import { employees, orderEvents, orderLines, orders } from '../../db/schema';
import { actorName } from '../../history/actorName';

type OrderEvent = Extract<TimelineEvent, { source: 'order' }>;

/** The events of every order holding the variant (at most `limit` of the latest), oldest first, with who. */
export const orderEventsOfVariant = async (db: Database, variantId: number, limit: number): Promise<OrderEvent[]> => {
  const rows = await db
    .select({
      at: orderEvents.created_at,
      actor_id: orderEvents.actor_id,
      actor_name: actorName,
      action: orderEvents.kind,
      order_id: orderEvents.order_id,
      order_number: orders.number,
      to_status: orderEvents.to_status,
    })
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.order_id))
    .leftJoin(employees, eq(employees.id, orderEvents.actor_id))
    .where(inArray(orderEvents.order_id, db.select({ id: orderLines.order_id }).from(orderLines).where(eq(orderLines.variant_id, variantId))))
    .orderBy(desc(orderEvents.created_at), desc(orderEvents.id))
    .limit(limit);
  return rows.reverse().map((row) => ({ source: 'order', ...row, at: new Date(row.at).toISOString() }));
};
