import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { RETURNABLE_STATUSES, type OrderStatus } from '@domain/orders/states';
import { refundFor, returnProblems, type ReturnProblem } from '@domain/orders/returns';
import { orderReturnSchema } from '@domain/orders/schemas';
import type { FieldMessages } from '../../http/errors';
import type { Database, Executor } from '../../db/client';
import { creditNotes, orderEvents, orderLines, orderReturns, racks, shelves, type Order } from '../../db/schema';
import type { StaffContext } from '../../auth/access';
import { noneOf, recordChange } from '../../history/recordChange';
import { HttpError, refusedAt } from '../../http/errors';
import { receive } from '../product/stock/movements';
import { newCreditNoteValues } from './creditNoteLedger';
import { registerOrderAddition } from './orderAddition';
import { creditOverride } from './orderMoney';
import { refundsToPayments, writeMoneyRows } from './paymentLedger';
import { releaseCouponUse } from '../promotions/cartPricing';
import { rowSchema } from '../../openapi/tableRow';

type ReturnInput = z.infer<typeof orderReturnSchema>;

export const problemMessage = (problem: ReturnProblem) =>
  problem.problem === 'over_remainder'
    ? { key: 'server.order_return_over_remainder' as const, params: { remaining: problem.remaining } }
    : { key: 'server.order_return_unknown_line' as const };

/** 400 with a message at each refused line (`lines.<index>.quantity`). */
const refusedLines = (input: ReturnInput, problems: ReturnProblem[]) => {
  const fields: FieldMessages = {};
  for (const problem of problems) {
    const index = input.lines.findIndex((line) => line.line_id === problem.lineId);
    fields[`lines.${index}.quantity`] = problemMessage(problem);
  }
  return new HttpError(400, 'return_refused', problemMessage(problems[0]!), fields);
};

/** The shelf's warehouse must be the one the order left from. */
export const checkShelf = async (tx: Executor, order: Order, shelfId: number) => {
  const [shelf] = await tx.select({ warehouse_id: racks.warehouse_id }).from(shelves).innerJoin(racks, eq(racks.id, shelves.rack_id)).where(eq(shelves.id, shelfId));
  if (!shelf || (order.warehouse_id !== null && shelf.warehouse_id !== order.warehouse_id))
    throw refusedAt(422, 'return_refused', 'restock_shelf_id', { key: 'server.order_return_shelf_elsewhere' });
  return shelf.warehouse_id;
};

/** Only goods that left the warehouse come back (a return or an exchange): 422 otherwise. */
export const assertReturnable = (order: Order) => {
  if (!RETURNABLE_STATUSES.includes(order.status as OrderStatus)) throw new HttpError(422, 'not_returnable', { key: 'server.order_not_returnable' });
};

/**
 * Takes back pieces of a shipped or delivered order: never more than bought and not yet returned
 * (returnProblems), the goods onto a shelf through the stock module or written off, the refund
 * (refundFor) as a new credit note or back to the payments, never beyond what they left unless a
 * permitted staff member says why (creditOverride); one transaction, one History row.
 */
const returnPieces = async (tx: Executor, order: Order, input: ReturnInput, staff: StaffContext) => {
  const actor = staff.id;
  assertReturnable(order);
  const bought = await tx.select().from(orderLines).where(eq(orderLines.order_id, order.id));
  const problems = returnProblems(
    bought.map((line) => ({ lineId: line.id, quantity: line.quantity, returned: line.returned_quantity })),
    input.lines.map((line) => ({ lineId: line.line_id, quantity: line.quantity })),
  );
  if (problems.length) throw refusedLines(input, problems);
  const warehouseId = input.restock_shelf_id === null ? null : await checkShelf(tx, order, input.restock_shelf_id);
  const lines = input.lines.map((asked) => {
    const line = bought.find((candidate) => candidate.id === asked.line_id)!;
    return { line, quantity: asked.quantity, refund: refundFor({ quantity: line.quantity, net: line.net, returned: line.returned_quantity }, asked.quantity) };
  });
  const refund = lines.reduce((sum, line) => sum + line.refund, 0);
  const override = refund > 0 ? await creditOverride(tx, order.id, refund, { staff, reason: input.override_reason, field: 'refund_method' }) : null;
  const refunds = input.refund_method === 'original_payment' ? await refundsToPayments(tx, order, refund, 'refund_method') : [];

  const [record] = await tx
    .insert(orderReturns)
    .values({ order_id: order.id, reason: input.reason, restock_shelf_id: input.restock_shelf_id, refund_method: input.refund_method, refund, lines: lines.map(({ line, quantity, refund: part }) => ({ line_id: line.id, quantity, refund: part })), created_by: actor })
    .returning();
  const returned = record!;
  for (const { line, quantity } of lines) {
    await tx.update(orderLines).set({ returned_quantity: sql`${orderLines.returned_quantity} + ${quantity}` }).where(eq(orderLines.id, line.id));
    if (warehouseId !== null && input.restock_shelf_id !== null && line.variant_id !== null)
      await receive(tx, { actor, documentType: 'order-returns', documentId: returned.id, line: line.id }, { variantId: line.variant_id, shelfId: input.restock_shelf_id, warehouseId, quantity });
  }
  // Every piece back: the order gives its coupon use back, as a cancelled one does.
  const [open] = await tx.select({ id: orderLines.id }).from(orderLines).where(and(eq(orderLines.order_id, order.id), sql`${orderLines.returned_quantity} < ${orderLines.quantity}`)).limit(1);
  if (!open) await releaseCouponUse(tx, order.id);
  let creditNoteNumber: string | null = null;
  let creditNoteId: number | null = null;
  if (input.refund_method === 'credit_note' && refund > 0) {
    const [note] = await tx
      .insert(creditNotes)
      .values({ ...(await newCreditNoteValues(tx, refund)), order_id: order.id, customer_id: order.customer_id, reason: input.reason, override_reason: override, created_by: actor })
      .returning();
    creditNoteNumber = note!.number;
    creditNoteId = note!.id;
    await tx.update(orderReturns).set({ credit_note_id: note!.id }).where(eq(orderReturns.id, returned.id));
  }
  await writeMoneyRows(tx, order, refunds.map((row) => ({ ...row, reason: input.reason, return_id: returned.id, override_reason: override })), actor);
  await tx.insert(orderEvents).values({
    order_id: order.id,
    actor_id: actor,
    kind: 'return',
    note: input.reason,
    data: { return_id: returned.id, refund, refund_method: input.refund_method, credit_note: creditNoteNumber, restock_shelf_id: input.restock_shelf_id, lines: returned.lines },
  });
  const facts = { return_id: returned.id, refund, refund_method: input.refund_method, credit_note: creditNoteNumber, ...(override ? { override_reason: override } : {}) };
  await recordChange(tx, actor, 'orders', order.id, noneOf(facts), facts, 'return');
  return { ...returned, credit_note_id: creditNoteId, credit_note: creditNoteNumber };
};

/** `POST /orders/:id/returns`. */
export const registerOrderReturns = (app: FastifyInstance, db: Database) =>
  registerOrderAddition(app, db, 'returns', orderReturnSchema, returnPieces, rowSchema(orderReturns, { extra: { credit_note: z.string().nullable() } }));
