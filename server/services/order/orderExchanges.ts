import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { exchangeValues } from '@domain/orders/exchanges';
import { returnProblems } from '@domain/orders/returns';
import { orderExchangeSchema } from '@domain/orders/schemas';
import type { Database, Executor } from '../../db/client';
import { creditNotes, orderEvents, orderExchanges, orderLines, variants, type Order } from '../../db/schema';
import type { StaffContext } from '../../auth/access';
import { noneOf, recordChange } from '../../history/recordChange';
import { refusedAt } from '../../http/errors';
import { receive, reserve } from '../product/stock/movements';
import { newCreditNoteValues } from './creditNoteLedger';
import { registerOrderAddition } from './orderAddition';
import { creditOverride, settleOrder } from './orderMoney';
import { assertReturnable, checkShelf, problemMessage } from './orderReturns';
import { pickReserved } from './orderStock';
import { rowSchema } from '../../openapi/tableRow';

type ExchangeInput = z.infer<typeof orderExchangeSchema>;

const refused = (field: string, message: Parameters<typeof refusedAt>[3]) => refusedAt(400, 'exchange_refused', field, message);

/** The line exchanged: on the order, with the pieces asked for still not returned. */
const lineToExchange = async (tx: Executor, order: Order, input: ExchangeInput) => {
  const bought = await tx.select().from(orderLines).where(eq(orderLines.order_id, order.id));
  const line = bought.find((candidate) => candidate.id === input.line_id);
  if (!line) throw refused('line_id', { key: 'server.order_return_unknown_line' });
  const [problem] = returnProblems([{ lineId: line.id, quantity: line.quantity, returned: line.returned_quantity }], [{ lineId: line.id, quantity: input.quantity }]);
  if (problem) throw refused('quantity', problemMessage(problem));
  return line;
};

/** The variant sent instead: another one than the line's, at its selling price now. */
const variantToSend = async (tx: Executor, variantId: number, returnedVariantId: number | null) => {
  if (variantId === returnedVariantId) throw refused('new_variant_id', { key: 'server.order_exchange_same_variant' });
  const [variant] = await tx.select({ id: variants.id, sku: variants.sku, price: variants.price }).from(variants).where(eq(variants.id, variantId));
  if (!variant) throw refused('new_variant_id', { key: 'server.order_exchange_unknown_variant' });
  return variant;
};

/**
 * Exchanges pieces of a shipped or delivered order's line for another variant, in one transaction:
 * the pieces come back onto a shelf through the stock module (or are written off), the new ones are
 * reserved and picked in the chosen warehouse, the difference is settled (a credit note when the new
 * pieces cost less, never beyond what the payments left unless a permitted staff member says why; a
 * payment due when more), with a timeline event and one History row.
 */
const exchangePieces = async (tx: Executor, order: Order, input: ExchangeInput, staff: StaffContext) => {
  const actor = staff.id;
  assertReturnable(order);
  const line = await lineToExchange(tx, order, input);
  const variant = await variantToSend(tx, input.new_variant_id, line.variant_id);
  const restockWarehouse = input.restock_shelf_id === null ? null : await checkShelf(tx, order, input.restock_shelf_id);
  const values = exchangeValues({ quantity: line.quantity, net: line.net, returned: line.returned_quantity }, input.quantity, variant.price);
  const override = values.difference < 0 ? await creditOverride(tx, order.id, -values.difference, { staff, reason: input.override_reason, field: 'new_variant_id' }) : null;

  const [record] = await tx
    .insert(orderExchanges)
    .values({ order_id: order.id, line_id: line.id, quantity: input.quantity, reason: input.reason, restock_shelf_id: input.restock_shelf_id, new_variant_id: variant.id, new_sku: variant.sku, new_unit_price: variant.price, warehouse_id: input.warehouse_id, ...values, created_by: actor })
    .returning();
  const exchange = record!;
  await tx.update(orderLines).set({ returned_quantity: sql`${orderLines.returned_quantity} + ${input.quantity}` }).where(eq(orderLines.id, line.id));
  const source = { actor, documentType: 'order-exchanges', documentId: exchange.id, line: line.id };
  if (restockWarehouse !== null && input.restock_shelf_id !== null && line.variant_id !== null)
    await receive(tx, source, { variantId: line.variant_id, shelfId: input.restock_shelf_id, warehouseId: restockWarehouse, quantity: input.quantity });
  await reserve(tx, source, { variantId: variant.id, warehouseId: input.warehouse_id, quantity: input.quantity });
  await pickReserved(tx, source, variant.id, input.warehouse_id, input.quantity);

  let creditNoteNumber: string | null = null;
  let creditNoteId: number | null = null;
  if (values.difference < 0) {
    const [note] = await tx
      .insert(creditNotes)
      .values({ ...(await newCreditNoteValues(tx, -values.difference)), order_id: order.id, customer_id: order.customer_id, reason: input.reason, override_reason: override, created_by: actor })
      .returning();
    creditNoteNumber = note!.number;
    creditNoteId = note!.id;
    await tx.update(orderExchanges).set({ credit_note_id: note!.id }).where(eq(orderExchanges.id, exchange.id));
  }
  // A dearer exchange leaves the difference due: the order's payment status follows.
  if (values.difference > 0) await settleOrder(tx, order.id);
  const facts = { exchange_id: exchange.id, new_sku: variant.sku, difference: values.difference, credit_note: creditNoteNumber, ...(override ? { override_reason: override } : {}) };
  await tx.insert(orderEvents).values({ order_id: order.id, actor_id: actor, kind: 'exchange', note: input.reason, data: { ...facts, line_id: line.id, quantity: input.quantity } });
  await recordChange(tx, actor, 'orders', order.id, noneOf(facts), facts, 'exchange');
  return { ...exchange, credit_note_id: creditNoteId, credit_note: creditNoteNumber, payment_due: Math.max(0, values.difference) };
};

/** `POST /orders/:id/exchanges`. */
export const registerOrderExchanges = (app: FastifyInstance, db: Database) =>
  registerOrderAddition(app, db, 'exchanges', orderExchangeSchema, exchangePieces, rowSchema(orderExchanges, { extra: { credit_note: z.string().nullable(), payment_due: z.number().int() } }));
