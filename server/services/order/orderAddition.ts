import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { getResource } from '@domain/resources';
import type { Database, Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { orders, type Order } from '../../db/schema';
import { staffOf, type StaffContext } from '../../auth/access';
import { notFound } from '../../http/errors';
import { pathId } from '../../http/pathId';
import { idParams } from '../../openapi/common';

/**
 * `POST /orders/:id/<name>`: adds something to an order (a note, a payment, a return ...) in one
 * transaction with the order's row locked, so two additions to one order go one after the other;
 * 201 with what `add` answers (`response`), 404 when there is no such order.
 */
export const registerOrderAddition = <Input>(
  app: FastifyInstance,
  db: Database,
  name: string,
  schema: z.ZodType<Input>,
  add: (tx: Executor, order: Order, input: Input, staff: StaffContext) => Promise<unknown>,
  response: z.ZodType,
) => {
  const { apiPath, module } = getResource('orders');
  app.post(`/${apiPath}/:id/${name}`, { config: { access: { module, action: 'edit' } }, schema: { params: idParams, body: schema, response: { 201: response } } }, async (request, reply) => {
    const id = pathId(request.params);
    const input = schema.parse(request.body ?? {});
    const staff = staffOf(request);
    const answer = await inTransaction(db, async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!order) throw notFound();
      return add(tx, order, input, staff);
    });
    return reply.status(201).send(answer);
  });
};
