import { asc, eq } from 'drizzle-orm';
import { ORDER_CHANNELS, type OrderAction, type OrderChannel, type OrderStatus, type PaymentStatus } from '@domain/orders/states';
import type { Executor } from '../client';
import { customerAddresses, customers, orderEvents, orderLines, orderPayments, orders, products, stores, variants, type Order } from '../schema';
import { seedReturnsAndExchanges } from './orderReturns';
import { takeOrderNumbers } from '../../services/order/orderNumbers';
import { pricedOrderRows } from '../../services/order/pricedOrder';
import { insertMany } from '../insertMany';

/** Demo orders over the last 12 months: every channel, the stores' offline sales, statuses by age, priced as checkout prices them (pricedOrderRows). */
export const SEEDED_ORDERS = 2_000;
const DAY = 86_400_000;
const BATCH = 2000;
const CARRIERS = ['Delhivery', 'Blue Dart', 'Ekart', 'DTDC', 'India Post'];
const PAYMENT_METHODS = ['upi', 'card', 'cod', 'upi', 'card'];

const numbers = (seed: number) => {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
};

/** Older orders have run their course; the last days' are still moving. */
const statusAt = (ageDays: number, roll: number): OrderStatus => {
  if (roll < 0.06) return 'cancelled';
  if (ageDays > 10) return 'delivered';
  const recent: OrderStatus[] = ['placed', 'confirmed', 'picked', 'packed', 'shipped', 'delivered'];
  return recent[Math.min(recent.length - 1, Math.floor(roll * recent.length))]!;
};

/** The move that brought a seeded order to its status, for its timeline. */
const MOVE_TO: Record<Exclude<OrderStatus, 'placed'>, OrderAction> = {
  confirmed: 'confirm',
  picked: 'pick',
  packed: 'pack',
  shipped: 'ship',
  delivered: 'deliver',
  cancelled: 'cancel',
};

const paymentOf = (status: OrderStatus, method: string): PaymentStatus => {
  if (status === 'cancelled') return 'voided';
  if (method === 'cod' && status !== 'delivered') return 'pending';
  return 'paid';
};

/** A made-up reference a payment of this method carries (a UPI transaction number, a card's approval code), from the order's id. */
const referenceOf = (method: string, id: number) => {
  if (method === 'upi') return `4${String((id * 7_919) % 1e11).padStart(11, '0')}`;
  if (method === 'card') return String((id * 104_729) % 1e6).padStart(6, '0');
  return '';
};

/** The one payment a seeded paid order received: at checkout, or at the door for cash on delivery. */
const paymentOfSeeded = (order: Pick<Order, 'payment_method' | 'paid' | 'placed_at' | 'delivered_at'>, id: number) => {
  const at = order.payment_method === 'cod' ? (order.delivered_at ?? order.placed_at) : order.placed_at;
  return { order_id: id, kind: 'payment', method: order.payment_method, amount: order.paid, reference: referenceOf(order.payment_method, id), received_at: at, created_at: at };
};

export interface AddOrdersOptions {
  count: number;
  seed?: number;
  onBatch?: (done: number) => void;
}

/** Adds `count` orders with their lines and timeline starts, in multi-row inserts of BATCH orders. */
export const addOrders = async (db: Executor, { count, seed = 20_261_124, onBatch }: AddOrdersOptions) => {
  const random = numbers(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const buyers = await db.select({ id: customers.id, first: customers.first_name, last: customers.last_name, email: customers.email }).from(customers).orderBy(asc(customers.id));
  const addresses = await db.select().from(customerAddresses);
  const shops = await db.select({ id: stores.id, state: stores.state }).from(stores);
  const sellable = await db
    .select({ id: variants.id, sku: variants.sku, price: variants.price, title: products.title, hsn_code: products.hsn_code })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.product_id))
    .orderBy(asc(variants.id))
    .limit(2_000);
  if (!buyers.length || !sellable.length) return 0;
  const now = Date.now();
  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    const drafts = Array.from({ length: size }, () => {
      const channel: OrderChannel = pick(ORDER_CHANNELS);
      const buyer = pick(buyers);
      const address = addresses.find((candidate) => candidate.customer_id === buyer.id);
      const ageDays = Math.floor(random() * 365);
      const placedAt = new Date(now - ageDays * DAY - Math.floor(random() * DAY));
      const status = statusAt(ageDays, random());
      const method = channel === 'offline' ? pick(['cash', 'card', 'upi']) : pick(PAYMENT_METHODS);
      const lines = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
        const variant = pick(sellable);
        return { variant_id: variant.id, sku: variant.sku, title: variant.title, hsn_code: variant.hsn_code, unit_price: variant.price, quantity: 1 + Math.floor(random() * 2) };
      });
      const shop = channel === 'offline' ? pick(shops) : undefined;
      const shippingAddress = address && { name: `${buyer.first} ${buyer.last}`, line1: address.line1, line2: address.line2 ?? '', city: address.city, state: address.state, pincode: address.pincode, country: 'IN', mobile: '' };
      const intraState = channel === 'offline' || random() < 0.4;
      const shipping = channel === 'offline' ? 0 : pick([0, 0, 4_900, 9_900]);
      const paymentStatus = paymentOf(status, method);
      const priced = pricedOrderRows(
        {
          channel,
          lines,
          customer: { id: buyer.id, name: `${buyer.first} ${buyer.last}`, email: buyer.email },
          store_id: shop?.id ?? null,
          billing_address: shippingAddress ?? null,
          shipping_address: channel === 'offline' ? null : (shippingAddress ?? null),
          intra_state: intraState,
          shipping,
          payment_method: method,
          payment_status: paymentStatus,
          status: channel === 'offline' && status !== 'cancelled' ? 'delivered' : status,
          placed_at: placedAt,
        },
        null,
      );
      const shipped = ['shipped', 'delivered'].includes(status) && channel !== 'offline';
      const order = {
        ...priced.order,
        carrier: shipped ? pick(CARRIERS) : null,
        tracking_number: shipped ? `TRK${Math.floor(random() * 1e10)}` : null,
        shipped_at: shipped ? new Date(placedAt.getTime() + 2 * DAY) : null,
        delivered_at: status === 'delivered' ? new Date(placedAt.getTime() + (channel === 'offline' ? 0 : 5 * DAY)) : null,
        cancelled_at: status === 'cancelled' ? new Date(placedAt.getTime() + DAY) : null,
      };
      return { order, lines: priced.lines };
    });
    const numbers = await takeOrderNumbers(db, size);
    const ids = (await insertMany(db, orders, drafts.map((draft, index) => ({ ...draft.order, number: numbers[index]! })))) as { id: number }[];
    await insertMany(
      db,
      orderLines,
      drafts.flatMap((draft, index) => draft.lines.map((line) => ({ ...line, order_id: ids[index]!.id }))),
      { returning: false },
    );
    await insertMany(
      db,
      orderPayments,
      drafts.flatMap((draft, index) => (draft.order.paid > 0 ? [paymentOfSeeded(draft.order, ids[index]!.id)] : [])),
      { returning: false },
    );
    await insertMany(
      db,
      orderEvents,
      drafts.flatMap((draft, index) => {
        const id = ids[index]!.id;
        const placed = { order_id: id, kind: 'placed', to_status: 'placed', created_at: draft.order.placed_at };
        const last = draft.order.status === 'placed' ? [] : [{ order_id: id, kind: draft.order.channel === 'offline' && draft.order.status === 'delivered' ? 'hand_over' : MOVE_TO[draft.order.status], from_status: 'placed', to_status: draft.order.status, created_at: draft.order.delivered_at ?? draft.order.cancelled_at ?? draft.order.shipped_at ?? draft.order.placed_at }];
        return [placed, ...last];
      }),
      { returning: false },
    );
    onBatch?.(start + size);
  }
  return count;
};

/** The demo orders, some of the delivered ones returned or exchanged in part. */
export const seedOrders = async (db: Executor) => {
  await addOrders(db, { count: SEEDED_ORDERS });
  await seedReturnsAndExchanges(db);
};
