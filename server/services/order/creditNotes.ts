import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { getResource } from '@domain/resources';
import { creditNoteIssueSchema, creditNoteRedeemSchema, creditNoteVoidSchema } from '@domain/orders/schemas';
import type { Database } from '../../db/client';
import { creditNoteRedemptions, creditNotes, customers } from '../../db/schema';
import { registerAction } from '../../http/action';
import { registerCrud } from '../../http/crud';
import { conflict } from '../../http/errors';
import { textSearch } from '../../http/search';
import { newCreditNoteValues, redeemCreditNote } from './creditNoteLedger';
import { orderNumberOf } from './orderRefs';

type CreditNote = typeof creditNotes.$inferSelect;

/** Each use of the note, oldest first, with the order it paid for. */
const redemptions = sql`(
  select coalesce(json_agg(json_build_object(
    'id', ${creditNoteRedemptions.id}, 'amount', ${creditNoteRedemptions.amount}, 'created_at', ${creditNoteRedemptions.created_at},
    'order_id', ${creditNoteRedemptions.order_id}, 'order_number', ${orderNumberOf(creditNoteRedemptions.order_id)}
  ) order by ${creditNoteRedemptions.id}), '[]'::json)
  from ${creditNoteRedemptions} where ${creditNoteRedemptions.credit_note_id} = ${creditNotes.id})`;

/** Credit notes: list, one, issue by hand (numbered without gaps), void, redeem. */
export const registerCreditNotes = (app: FastifyInstance, db: Database) => {
  const resource = getResource('credit-notes');
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
    beforeWrite: async (tx, values) => ({ ...values, ...(await newCreditNoteValues(tx, values.amount as number)) }),
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
  });

  registerAction<z.infer<typeof creditNoteRedeemSchema>>(app, db, resource, 'redeem', {
    table: creditNotes,
    schema: creditNoteRedeemSchema,
    access: 'edit',
    handler: (tx, { ids, input, staff }) => redeemCreditNote(tx, { id: ids[0]!, amount: input.amount, orderId: input.order_id, actor: staff.id }),
  });
};
