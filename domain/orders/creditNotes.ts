import { documentNumber } from '../gst/financialYear';

export const CREDIT_NOTE_STATUSES = ['issued', 'partly_redeemed', 'redeemed', 'void'] as const;
export type CreditNoteStatus = (typeof CREDIT_NOTE_STATUSES)[number];

/** A credit note's status follows from its amount and balance (minor units). */
export const creditNoteStatus = (note: { amount: number; balance: number; voided: boolean }): CreditNoteStatus => {
  if (note.voided) return 'void';
  if (note.balance === 0) return 'redeemed';
  return note.balance === note.amount ? 'issued' : 'partly_redeemed';
};

/** Credit note numbers run without gaps per financial year (by the year it starts in): CN/2026-27/000042. */
export const creditNoteNumber = (year: number, sequence: number): string => documentNumber('CN', year, sequence);
