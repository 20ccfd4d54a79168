import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { creditNotes, type Order } from '../../db/schema';
import { recordChange } from '../../history/recordChange';
import { conflict, refusedAt } from '../../http/errors';
import { redeemCreditNote } from '../order/creditNoteLedger';
import { writeMoneyRows } from '../order/paymentLedger';

/**
 * Takes a credit note, named by its number, off a new order: as much of its balance as the total
 * needs, through the ledger's one conditional redemption (the balance never goes below zero). The
 * order records it as a payment by credit note; the note gets its History row.
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
  return writeMoneyRows(tx, order, [{ kind: 'payment', method: 'credit_note', amount, reference: note.number }], actor);
};
