import { paymentStatusOf, RESERVING_STATUSES, type OrderAction, type OrderChannel, type OrderStatus } from '@domain/orders/states';
import { dueOf, refundableOf } from '@domain/orders/payments';

/**
 * The simple model the operations property test (operationsProperty.test.ts) holds the server to:
 * units per shelf and reserved per variant in one warehouse, and each order's status, lines and money.
 */
export interface ModelLine {
  id: number;
  variant: number;
  quantity: number;
  net: number;
  returned: number;
}

export interface ModelPayment {
  id: number;
  left: number;
}

export interface ModelOrder {
  id: number;
  channel: OrderChannel;
  status: OrderStatus;
  lines: ModelLine[];
  total: number;
  exchangeDue: number;
  paid: number;
  refunded: number;
  credited: number;
  payments: ModelPayment[];
  /** Units the order's picks took, shelf by shelf (a cancel puts them back there). */
  taken: { variant: number; shelf: number; quantity: number }[];
}

export interface Model {
  /** shelves[variant index][shelf index]: units. */
  shelves: number[][];
  reserved: number[];
  orders: ModelOrder[];
}

export const onHandOf = (model: Model, variant: number) => model.shelves[variant]!.reduce((sum, units) => sum + units, 0);
export const availableOf = (model: Model, variant: number) => onHandOf(model, variant) - model.reserved[variant]!;

const moneyOf = (order: ModelOrder) => ({ total: order.total, exchange_due: order.exchangeDue, paid: order.paid, refunded: order.refunded, credited: order.credited });
export const dueOfOrder = (order: ModelOrder) => dueOf(moneyOf(order));
export const refundableOfOrder = (order: ModelOrder) => refundableOf(moneyOf(order));
export const paymentStatusOfOrder = (order: ModelOrder) =>
  paymentStatusOf({ charged: order.total + order.exchangeDue, paid: order.paid, refunded: order.refunded, cancelled: order.status === 'cancelled' });
export const isReserving = (order: ModelOrder) => RESERVING_STATUSES.includes(order.status);

/**
 * Takes `quantity` units of a variant off the shelves as the server picks them (fullest shelf first,
 * the lower shelf on a tie), answering where they came from; `shelfIds` orders the shelves by id.
 */
export const pickFullestFirst = (model: Model, variant: number, quantity: number, shelfIds: readonly number[]) => {
  const order = shelfIds.map((id, index) => ({ id, index })).sort((a, b) => model.shelves[variant]![b.index]! - model.shelves[variant]![a.index]! || a.id - b.id);
  const taken: { variant: number; shelf: number; quantity: number }[] = [];
  let left = quantity;
  for (const { index } of order) {
    const units = Math.min(left, model.shelves[variant]![index]!);
    if (units === 0) continue;
    model.shelves[variant]![index]! -= units;
    taken.push({ variant, shelf: index, quantity: units });
    left -= units;
  }
  return taken;
};

/** Whether every line's units are on the warehouse's shelves (a pick of them goes through). */
export const canPick = (model: Model, order: ModelOrder) => order.lines.every((line) => onHandOf(model, line.variant) >= line.quantity);

/** A pick of every line's reserved units: the reservation goes, the units leave their shelves. */
export const pickAll = (model: Model, order: ModelOrder, shelfIds: readonly number[]) => {
  for (const line of [...order.lines].sort((a, b) => a.variant - b.variant)) {
    model.reserved[line.variant]! -= line.quantity;
    order.taken.push(...pickFullestFirst(model, line.variant, line.quantity, shelfIds));
  }
};

/** What a move of the state machine does to the model; false when the server must refuse it. */
export const applyMove = (model: Model, order: ModelOrder, action: OrderAction, to: OrderStatus, shelfIds: readonly number[]) => {
  const reserving = isReserving(order);
  if ((action === 'pick' || (action === 'hand_over' && reserving)) && !canPick(model, order)) return false;
  if (action === 'pick' || (action === 'hand_over' && reserving)) pickAll(model, order, shelfIds);
  if (action === 'cancel') {
    if (reserving) for (const line of order.lines) model.reserved[line.variant]! -= line.quantity;
    else for (const taken of order.taken) model.shelves[taken.variant]![taken.shelf]! += taken.quantity;
    order.taken = [];
  }
  order.status = to;
  return true;
};
