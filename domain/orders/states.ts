/**
 * The order's life as one explicit state machine, read by the console (which buttons to offer) and by
 * the server (which moves to refuse), so the two cannot disagree.
 */
export const ORDER_STATUSES = ['placed', 'confirmed', 'picked', 'packed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_CHANNELS = ['web', 'mobile', 'offline', 'admin'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

interface Transition {
  from: readonly OrderStatus[];
  to: OrderStatus;
  /** Only orders of these channels may take this move (an offline sale is handed over in the store). */
  channels?: readonly OrderChannel[];
}

export const ORDER_TRANSITIONS = {
  confirm: { from: ['placed'], to: 'confirmed' },
  pick: { from: ['confirmed'], to: 'picked' },
  pack: { from: ['picked'], to: 'packed' },
  ship: { from: ['packed'], to: 'shipped' },
  deliver: { from: ['shipped'], to: 'delivered' },
  hand_over: { from: ['placed', 'confirmed', 'picked', 'packed'], to: 'delivered', channels: ['offline'] },
  // Before it leaves the warehouse; after that, a return is the way back.
  cancel: { from: ['placed', 'confirmed', 'picked', 'packed'], to: 'cancelled' },
} as const satisfies Record<string, Transition>;
export type OrderAction = keyof typeof ORDER_TRANSITIONS;
export const ORDER_ACTIONS = Object.keys(ORDER_TRANSITIONS) as OrderAction[];

export type TransitionResult = { ok: true; to: OrderStatus } | { ok: false; allowed: OrderAction[] };

const permits = (action: OrderAction, status: OrderStatus, channel: OrderChannel): boolean => {
  const transition: Transition = ORDER_TRANSITIONS[action];
  return transition.from.includes(status) && (transition.channels?.includes(channel) ?? true);
};

/** The moves an order in this status and channel may take, in the table's order. */
export const allowedOrderActions = (status: OrderStatus, channel: OrderChannel): OrderAction[] =>
  ORDER_ACTIONS.filter((action) => permits(action, status, channel));

/** Where `action` takes the order, or the moves it could take instead (for the refusal's message). */
export const orderTransition = (status: OrderStatus, channel: OrderChannel, action: OrderAction): TransitionResult =>
  permits(action, status, channel)
    ? { ok: true, to: ORDER_TRANSITIONS[action].to }
    : { ok: false, allowed: allowedOrderActions(status, channel) };

/** Statuses whose stock is still reserved, not yet picked off a shelf. */
export const RESERVING_STATUSES: readonly OrderStatus[] = ['placed', 'confirmed'];
/** Statuses after which the goods left: only a return brings them back. */
export const RETURNABLE_STATUSES: readonly OrderStatus[] = ['shipped', 'delivered'];

export const PAYMENT_STATUSES = ['pending', 'partially_paid', 'paid', 'partially_refunded', 'refunded', 'voided'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * The payment status that follows from what the order charges (its total and what exchanges added),
 * what was paid and what went back to the payments (all minor units): nothing paid is pending (due), or
 * voided once cancelled.
 */
export const paymentStatusOf = (payment: { charged: number; paid: number; refunded: number; cancelled: boolean }): PaymentStatus => {
  if (payment.paid === 0) return payment.cancelled ? 'voided' : 'pending';
  if (payment.refunded > 0) return payment.refunded >= payment.paid ? 'refunded' : 'partially_refunded';
  return payment.paid >= payment.charged ? 'paid' : 'partially_paid';
};
