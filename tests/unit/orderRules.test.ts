import { describe, expect, it } from 'vitest';
import { creditNoteNumber, creditNoteStatus } from '@domain/orders/creditNotes';
import { refundFor, returnProblems } from '@domain/orders/returns';
import { dueOf, refundableOf } from '@domain/orders/payments';
import { type OrderStatus, ORDER_ACTIONS, ORDER_CHANNELS, ORDER_STATUSES, ORDER_TRANSITIONS, allowedOrderActions, orderTransition, paymentStatusOf } from '@domain/orders/states';

describe('order state machine', () => {
  it('takes an admin order from placed to delivered', () => {
    let status: OrderStatus = 'placed';
    for (const action of ['confirm', 'pick', 'pack', 'ship', 'deliver'] as const) {
      const result = orderTransition(status, 'admin', action);
      expect(result.ok).toBe(true);
      if (result.ok) status = result.to;
    }
    expect(status).toBe('delivered');
  });

  it('refuses every move the table does not list, naming those it allows', () => {
    for (const status of ORDER_STATUSES)
      for (const channel of ORDER_CHANNELS)
        for (const action of ORDER_ACTIONS) {
          const transition: { from: readonly string[]; channels?: readonly string[] } = ORDER_TRANSITIONS[action];
          const legal = transition.from.includes(status) && (transition.channels?.includes(channel) ?? true);
          const result = orderTransition(status, channel, action);
          expect(result.ok, `${action} from ${status} on ${channel}`).toBe(legal);
          if (!result.ok) expect(result.allowed).toEqual(allowedOrderActions(status, channel));
        }
  });

  it('hands over only offline orders, and never cancels what has shipped', () => {
    expect(orderTransition('placed', 'web', 'hand_over').ok).toBe(false);
    expect(orderTransition('placed', 'offline', 'hand_over')).toEqual({ ok: true, to: 'delivered' });
    expect(orderTransition('shipped', 'web', 'cancel')).toEqual({ ok: false, allowed: ['deliver'] });
    expect(allowedOrderActions('cancelled', 'web')).toEqual([]);
  });

  it('derives the payment status from amounts', () => {
    const of = (paid: number, refunded = 0, cancelled = false) => paymentStatusOf({ charged: 100, paid, refunded, cancelled });
    expect(of(0)).toBe('pending');
    expect(of(40)).toBe('partially_paid');
    expect(of(100)).toBe('paid');
    expect(of(100, 40)).toBe('partially_refunded');
    expect(of(100, 100)).toBe('refunded');
    expect(of(0, 0, true)).toBe('voided');
    expect(of(100, 100, true)).toBe('refunded');
    expect(paymentStatusOf({ charged: 150, paid: 100, refunded: 0, cancelled: false })).toBe('partially_paid');
  });

  it('owes what the order and its dearer exchanges charge beyond what was paid; gives back only what payments left', () => {
    const money = { total: 1_000, exchange_due: 200, paid: 700, refunded: 100, credited: 250 };
    expect(dueOf(money)).toBe(500);
    expect(refundableOf(money)).toBe(350);
    expect(dueOf({ ...money, paid: 1_500 })).toBe(0);
    expect(refundableOf({ ...money, credited: 900 })).toBe(0);
  });
});

describe('returns', () => {
  const bought = [
    { lineId: 1, quantity: 3, returned: 1 },
    { lineId: 2, quantity: 1, returned: 0 },
  ];

  it('allows up to what was bought and not yet returned', () => {
    expect(returnProblems(bought, [{ lineId: 1, quantity: 2 }])).toEqual([]);
  });

  it('refuses more than the remainder, counting repeated lines together', () => {
    expect(returnProblems(bought, [{ lineId: 1, quantity: 3 }])).toEqual([{ lineId: 1, problem: 'over_remainder', remaining: 2 }]);
    expect(returnProblems(bought, [{ lineId: 2, quantity: 1 }, { lineId: 2, quantity: 1 }])).toEqual([{ lineId: 2, problem: 'over_remainder', remaining: 1 }]);
    expect(returnProblems(bought, [{ lineId: 9, quantity: 1 }])).toEqual([{ lineId: 9, problem: 'unknown_line' }]);
    expect(returnProblems(bought, [{ lineId: 1, quantity: 0 }])).toEqual([{ lineId: 1, problem: 'not_positive' }]);
  });

  it('refunds a line exactly once in all, piece by piece', () => {
    const line = { quantity: 3, net: 1001 };
    const first = refundFor({ ...line, returned: 0 }, 1);
    const second = refundFor({ ...line, returned: 1 }, 1);
    const last = refundFor({ ...line, returned: 2 }, 1);
    expect([first, second, last]).toEqual([333, 333, 335]);
  });
});

describe('credit notes', () => {
  it('derive their status from amount and balance', () => {
    expect(creditNoteStatus({ amount: 500, balance: 500, voided: false })).toBe('issued');
    expect(creditNoteStatus({ amount: 500, balance: 200, voided: false })).toBe('partly_redeemed');
    expect(creditNoteStatus({ amount: 500, balance: 0, voided: false })).toBe('redeemed');
    expect(creditNoteStatus({ amount: 500, balance: 200, voided: true })).toBe('void');
  });

  it('number without gaps per financial year', () => {
    expect(creditNoteNumber(2026, 42)).toBe('CN/2026-27/000042');
  });
});
