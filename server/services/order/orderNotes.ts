import type { FastifyInstance } from 'fastify';
import { orderNoteSchema } from '@domain/orders/schemas';
import type { Database } from '../../db/client';
import { orderEvents } from '../../db/schema';
import { recordChange } from '../../history/recordChange';
import { rowSchema } from '../../openapi/tableRow';
import { registerOrderAddition } from './orderAddition';

/** `POST /orders/:id/notes`: a staff note on the order's timeline, recorded in History as `note`. */
export const registerOrderNotes = (app: FastifyInstance, db: Database) =>
  registerOrderAddition(app, db, 'notes', orderNoteSchema, async (tx, order, { note }, staff) => {
    const [created] = await tx.insert(orderEvents).values({ order_id: order.id, actor_id: staff.id, kind: 'note', note }).returning();
    await recordChange(tx, staff.id, 'orders', order.id, { note: null }, { note }, 'note');
    return created;
  }, rowSchema(orderEvents));
