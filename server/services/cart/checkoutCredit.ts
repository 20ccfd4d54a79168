import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { creditNotes, orders, type Order } from '../../db/schema';
import { recordChange } from '../../history/recordChange';
import { conflict, refusedAt } from '../../http/errors';
import { redeemCreditNote } from '../order/creditNoteLedger';

/**
 * Takes a credit note, named by its number, off a new order: as much of its balance as the total
 * needs, through the ledger's one conditional redemption (the balance never goes below zero). The
 * order counts it as paid; the note gets its History row.
 */
export const redeemAtCheckout = async (tx: Executor, order: Order, number: string, actor: number): Promise<Order> => {
  const [note] = await tx.select().from(creditNotes).where(eq(creditNotes.number, number.toUpperCase()));
  if (!note) throw refusedAt(422, 'unknown_credit_note', 'credit_note_number', { key: 'server.credit_note_unknown', params: { number } });
  if (note.status === 'void') throw conflict({ key: 'server.credit_note_is_void' }, { credit_note_number: { key: 'server.credit_note_is_void' } });
  if (note.balance === 0) throw conflict({ key: 'server.credit_note_nothing_left' }, { credit_note_number: { key: 'server.credit_note_nothing_left' } });
  const amount = Math.min(note.balance, order.total);
  if (amount === 0) return order;
  const redeemed = await redeemCreditNote(tx, { id: note.id, amount, orderId: order.id, actor });
  await recordChange(tx, actor, 'credit-notes', note.id, note, redeemed, 'redeem');
  const [paid] = await tx
    .update(orders)
    .set({ paid: amount, payment_status: amount === order.total ? 'paid' : order.payment_status, updated_at: new Date() })
    .where(eq(orders.id, order.id))
    .returning();
  return paid!;
};
