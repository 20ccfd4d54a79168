import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { getResource } from '../../../src/domain/resources';
import { orderNoteSchema } from '../../../src/domain/orders/schemas';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { orderEvents, orders } from '../../db/schema';
import { staffOf } from '../../auth/access';
import { recordChange } from '../../history/recordChange';
import { notFound } from '../../http/errors';
import { pathId } from '../../http/pathId';

/** `POST /orders/:id/notes`: a staff note on the order's timeline, recorded in History as `note`. */
export const registerOrderNotes = (app: FastifyInstance, db: Database) => {
  const { apiPath, module } = getResource('orders');
  app.post(`/${apiPath}/:id/notes`, { config: { access: { module, action: 'edit' } } }, async (request, reply) => {
    const id = pathId(request.params);
    const { note } = orderNoteSchema.parse(request.body ?? {});
    const actor = staffOf(request).id;
    const event = await inTransaction(db, async (tx) => {
      const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, id)).for('update');
      if (!order) throw notFound();
      const [created] = await tx.insert(orderEvents).values({ order_id: id, actor_id: actor, kind: 'note', note }).returning();
      await recordChange(tx, actor, 'orders', id, { note: null }, { note }, 'note');
      return created;
    });
    return reply.status(201).send(event);
  });
};
