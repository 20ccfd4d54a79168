import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { getResource } from '@domain/resources';
import { orderMoveSchema, orderShipSchema } from '@domain/orders/schemas';
import { ORDER_ACTIONS, orderTransition, type OrderAction, type OrderChannel, type OrderStatus } from '@domain/orders/states';
import type { Database, Executor } from '../../db/client';
import { orderEvents, orders, type Order } from '../../db/schema';
import { registerAction } from '../../http/action';
import { HttpError } from '../../http/errors';
import { settleOrder } from './orderMoney';
import { pickHandedOver, pickOrder, returnStockOfCancelled } from './orderStock';
import { releaseCouponUse, releaseStealUnits } from '../promotions/cartPricing';
import { rowSchema } from '../../openapi/tableRow';
import { orderAnswer } from './orderAnswer';

type MoveInput = z.infer<typeof orderMoveSchema> & Partial<z.infer<typeof orderShipSchema>>;

const statusMessage = (status: OrderStatus) => ({ key: `server.order_status_${status}` as const });
const actionMessage = (action: OrderAction) => ({ key: `server.order_action_${action}` as const });

/** 409 naming the order's status, the move asked for and the moves it could take instead. */
export const refusedMove = (status: OrderStatus, action: OrderAction, allowed: OrderAction[]) =>
  new HttpError(
    409,
    'illegal_move',
    allowed.length
      ? { key: 'server.order_move_refused', params: { status: statusMessage(status), action: actionMessage(action), allowed: allowed.map(actionMessage) } }
      : { key: 'server.order_no_moves_left', params: { status: statusMessage(status), action: actionMessage(action) } },
  );

/** What a move sets besides the status. */
const FACTS: Partial<Record<OrderAction, (input: MoveInput, now: Date) => Partial<Order>>> = {
  ship: (input, now) => ({ carrier: input.carrier, tracking_number: input.tracking_number, shipped_at: now }),
  deliver: (_input, now) => ({ delivered_at: now }),
  hand_over: (_input, now) => ({ delivered_at: now }),
  cancel: (_input, now) => ({ cancelled_at: now }),
};

/** What a move does to stock, through the stock module, before the status changes. */
const STOCK: Partial<Record<OrderAction, (tx: Executor, order: Order, actor: number) => Promise<void>>> = {
  pick: pickOrder,
  hand_over: pickHandedOver,
  cancel: returnStockOfCancelled,
};

/** Moves one locked order through the state machine and writes its timeline event. */
export const moveOrder = async (tx: Executor, order: Order, action: OrderAction, input: MoveInput, actor: number) => {
  const result = orderTransition(order.status as OrderStatus, order.channel as OrderChannel, action);
  if (!result.ok) throw refusedMove(order.status as OrderStatus, action, result.allowed);
  await STOCK[action]?.(tx, order, actor);
  const now = new Date();
  const [moved] = await tx
    .update(orders)
    .set({ status: result.to, updated_at: now, ...FACTS[action]?.(input, now) })
    .where(eq(orders.id, order.id))
    .returning();
  const data = action === 'ship' ? { carrier: input.carrier, tracking_number: input.tracking_number } : undefined;
  await tx.insert(orderEvents).values({
    order_id: order.id,
    actor_id: actor,
    kind: action,
    from_status: order.status,
    to_status: result.to,
    note: input.note || null,
    data,
  });
  if (action === 'cancel') {
    await releaseCouponUse(tx, order.id);
    await releaseStealUnits(tx, order.id);
  }
  // A cancelled order that was never paid has nothing left to pay: its payment is void.
  return action === 'cancel' ? settleOrder(tx, order.id) : moved!;
};

/** `POST /orders/:id/<action>` for every move of the state machine. */
export const registerOrderMoves = (app: FastifyInstance, db: Database) => {
  const resource = getResource('orders');
  const response = rowSchema(orders, { hidden: ['idempotency_key'] });
  for (const action of ORDER_ACTIONS) {
    registerAction<MoveInput>(app, db, resource, action, {
      table: orders,
      schema: action === 'ship' ? orderShipSchema : orderMoveSchema,
      access: 'edit',
      handler: async (tx, { before, input, staff }) => orderAnswer(await moveOrder(tx, before[0] as Order, action, input, staff.id)),
      response,
    });
  }
};
