import { financialYearOf } from '@domain/gst/financialYear';
import { and, eq, gte, ne, sql } from 'drizzle-orm';
import { creditNoteNumber } from '@domain/orders/creditNotes';
import type { Executor } from '../../db/client';
import { creditNoteRedemptions, creditNoteSequences, creditNotes, orderEvents } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';

/**
 * The next credit note number of the financial year starting in `year`, without gaps: the year's row stays locked until the
 * transaction ends, and a rollback takes its number back with it.
 */
export const nextCreditNoteNumber = async (tx: Executor, year: number) => {
  const [row] = await tx
    .insert(creditNoteSequences)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: creditNoteSequences.year, set: { last: sql`${creditNoteSequences.last} + 1` } })
    .returning({ last: creditNoteSequences.last });
  const sequence = row!.last;
  return { year, sequence, number: creditNoteNumber(year, sequence) };
};

/** The columns a new credit note of `amount` takes: its number, full balance and first status. */
export const newCreditNoteValues = async (tx: Executor, amount: number, at = new Date()) => ({
  ...(await nextCreditNoteNumber(tx, financialYearOf(at))),
  amount,
  balance: amount,
  status: 'issued' as const,
});

/**
 * Takes `amount` off a credit note with one conditional UPDATE (not void, balance >= amount), so
 * concurrent redemptions can never take the balance below zero; refused with 409 otherwise.
 */
export const redeemCreditNote = async (tx: Executor, call: { id: number; amount: number; orderId?: number | null; actor: number }) => {
  const left = sql`${creditNotes.balance} - ${call.amount}`;
  const [redeemed] = await tx
    .update(creditNotes)
    .set({ balance: left, status: sql`case when ${left} = 0 then 'redeemed' else 'partly_redeemed' end`, updated_at: new Date() })
    .where(and(eq(creditNotes.id, call.id), ne(creditNotes.status, 'void'), gte(creditNotes.balance, call.amount)))
    .returning();
  if (!redeemed) {
    const [note] = await tx.select().from(creditNotes).where(eq(creditNotes.id, call.id));
    if (!note) throw notFound();
    if (note.status === 'void') throw conflict({ key: 'server.credit_note_is_void' });
    if (note.balance === 0) throw conflict({ key: 'server.credit_note_nothing_left' });
    const message = { key: 'server.credit_note_over_balance', params: { balance: { money: note.balance } } } as const;
    throw conflict(message, { amount: message });
  }
  await tx.insert(creditNoteRedemptions).values({ credit_note_id: call.id, order_id: call.orderId ?? null, amount: call.amount, created_by: call.actor });
  if (call.orderId)
    await tx.insert(orderEvents).values({
      order_id: call.orderId,
      actor_id: call.actor,
      kind: 'credit_note_redeemed',
      data: { credit_note_id: call.id, number: redeemed.number, amount: call.amount },
    });
  return redeemed;
};
