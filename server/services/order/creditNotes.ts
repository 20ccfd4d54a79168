import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { getResource } from '@domain/resources';
import { creditNoteIssueSchema, creditNoteRedeemSchema, creditNoteVoidSchema } from '@domain/orders/schemas';
import type { Database, Executor } from '../../db/client';
import { creditNoteRedemptions, creditNotes, customers, orders } from '../../db/schema';
import { registerAction } from '../../http/action';
import { registerCrud } from '../../http/crud';
import { conflict, refusedAt } from '../../http/errors';
import { textSearch } from '../../http/search';
import { newCreditNoteValues, redeemCreditNote } from './creditNoteLedger';
import { creditOverride } from './orderMoney';
import { orderNumberOf } from './orderRefs';
import { recordPayment } from './paymentLedger';
import { rowSchema } from '../../openapi/tableRow';

type CreditNote = typeof creditNotes.$inferSelect;

/** Each use of the note, oldest first, with the order it paid for. */
const redemptions = sql`(
  select coalesce(json_agg(json_build_object(
    'id', ${creditNoteRedemptions.id}, 'amount', ${creditNoteRedemptions.amount}, 'created_at', ${creditNoteRedemptions.created_at},
    'order_id', ${creditNoteRedemptions.order_id}, 'order_number', ${orderNumberOf(creditNoteRedemptions.order_id)}
  ) order by ${creditNoteRedemptions.id}), '[]'::json)
  from ${creditNoteRedemptions} where ${creditNoteRedemptions.credit_note_id} = ${creditNotes.id})`;

/** The order a credit note is issued against or redeemed for, locked for the write; 422 at `order_id` when there is none. */
const lockedOrder = async (tx: Executor, orderId: number | null | undefined) => {
  if (!orderId) return undefined;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw refusedAt(422, 'unknown_order', 'order_id', { key: 'server.not_found' });
  return order;
};

/** Credit notes: list, one, issue by hand (numbered without gaps), void, redeem. */
export const registerCreditNotes = (app: FastifyInstance, db: Database) => {
  const resource = getResource('credit-notes');
  const response = rowSchema(creditNotes);
  registerCrud(app, db, {
    resource,
    table: creditNotes,
    createSchema: creditNoteIssueSchema,
    routes: ['list', 'show', 'create'],
    search: (q) => textSearch(q, { substring: [creditNotes.number] }),
    defaultSort: { field: 'created_at', order: 'DESC' },
    computedColumns: {
      customer_name: sql<string | null>`(select ${customers.first_name} || ' ' || ${customers.last_name} from ${customers} where ${customers.id} = ${creditNotes.customer_id})`,
      order_number: orderNumberOf(creditNotes.order_id),
    },
    detailColumns: { redemptions },
    lockFirst: async (tx, { values }) => void (await lockedOrder(tx, values?.order_id as number | null | undefined)),
    // Against an order, a note credits only what its payments left, unless a permitted staff member says why.
    beforeWrite: async (tx, values, _existing, staff) => {
      const amount = values.amount as number;
      const orderId = values.order_id as number | null | undefined;
      const override = orderId ? await creditOverride(tx, orderId, amount, { staff, reason: values.override_reason as string, field: 'amount' }) : null;
      return { ...values, override_reason: override, ...(await newCreditNoteValues(tx, amount)) };
    },
  });

  registerAction<z.infer<typeof creditNoteVoidSchema>>(app, db, resource, 'void', {
    table: creditNotes,
    schema: creditNoteVoidSchema,
    access: 'edit',
    handler: async (tx, { before, input }) => {
      const note = before[0] as CreditNote;
      if (note.status === 'void') throw conflict({ key: 'server.credit_note_is_void' });
      if (note.balance === 0) throw conflict({ key: 'server.credit_note_nothing_left' });
      const [voided] = await tx
        .update(creditNotes)
        .set({ status: 'void', voided_at: new Date(), void_reason: input.reason, updated_at: new Date() })
        .where(eq(creditNotes.id, note.id))
        .returning();
      return voided;
    },
    response,
  });

  registerAction<z.infer<typeof creditNoteRedeemSchema>>(app, db, resource, 'redeem', {
    table: creditNotes,
    schema: creditNoteRedeemSchema,
    access: 'edit',
    lockFirst: async (tx, { input }) => void (await lockedOrder(tx, input.order_id)),
    // Redeemed for an order, the note pays it: a payment by credit note, never beyond what is due.
    handler: async (tx, { ids, input, staff }) => {
      const redeemed = await redeemCreditNote(tx, { id: ids[0]!, amount: input.amount, orderId: input.order_id, actor: staff.id });
      const order = await lockedOrder(tx, input.order_id);
      if (order) await recordPayment(tx, order, { method: 'credit_note', amount: input.amount, reference: redeemed.number }, staff.id);
      return redeemed;
    },
    response,
  });
};
