import { orderTotals } from '@domain/orders/totals';
import { DEFAULT_TAX_POLICY, type TaxPolicy } from '@domain/orders/tax';
import type { OrderAddress } from '@domain/orders/schemas';
import type { OrderChannel, OrderStatus, PaymentStatus } from '@domain/orders/states';
import type { Executor } from '../../db/client';
import { orderEvents, orderLines, orders } from '../../db/schema';
import { takeOrderNumbers } from './orderNumbers';

export interface PricedOrderLine {
  variant_id: number | null;
  sku: string;
  title: string;
  /** The product's HSN code ('' when it has none). */
  hsn_code?: string;
  /** Selling price of one piece, minor units, as the catalogue had it when placed. */
  unit_price: number;
  quantity: number;
}

export interface PricedOrderInput {
  /** Given when the order's stock was reserved before it was written (checkout); else the database numbers it. */
  id?: number;
  channel: OrderChannel;
  lines: readonly PricedOrderLine[];
  customer?: { id: number | null; name: string; email: string };
  buyer_gstin?: string;
  store_id?: number | null;
  warehouse_id?: number | null;
  billing_address?: OrderAddress | null;
  shipping_address?: OrderAddress | null;
  intra_state?: boolean;
  policy?: TaxPolicy;
  /** Order discount (a coupon), spread across the lines; shipping charged on top. */
  discount?: number;
  /** Each line's own discount (promotions), by line; the order discount spreads over what is left. */
  line_discounts?: readonly number[];
  shipping?: number;
  coupon_code?: string | null;
  idempotency_key?: string | null;
  payment_method?: string;
  payment_status?: PaymentStatus;
  status?: OrderStatus;
  placed_at?: Date;
}

/**
 * The rows of an order priced by orderTotals (the one pricing function): the order's columns with its
 * totals, and its lines' (without their order id) with their share of the discount and their GST.
 * Checkout writes them one order at a time; the seed in batches.
 */
export const pricedOrderRows = (input: PricedOrderInput, actor: number | null) => {
  const policy = input.policy ?? DEFAULT_TAX_POLICY;
  const intraState = input.intra_state ?? true;
  const totals = orderTotals({
    lines: input.lines.map((line) => ({ unitPrice: line.unit_price, quantity: line.quantity })),
    discount: input.discount,
    lineDiscounts: input.line_discounts,
    shipping: input.shipping,
    policy,
    intraState,
  });
  const sum = (field: 'cgst' | 'sgst' | 'igst') => totals.lines.reduce((total, line) => total + line[field], totals.shippingTax[field]);
  const placedAt = input.placed_at ?? new Date();
  const order = {
    customer_id: input.customer?.id ?? null,
    customer_name: input.customer?.name ?? '',
    customer_email: input.customer?.email ?? '',
    channel: input.channel,
    store_id: input.store_id ?? null,
    warehouse_id: input.warehouse_id ?? null,
    status: input.status ?? 'placed',
    payment_status: input.payment_status ?? 'pending',
    payment_method: input.payment_method ?? '',
    paid: input.payment_status === 'paid' ? totals.total : 0,
    billing_address: input.billing_address ?? null,
    shipping_address: input.shipping_address ?? null,
    intra_state: intraState,
    tax_inclusive: policy.inclusive,
    subtotal: totals.subtotal,
    discount: totals.discount,
    tax: totals.tax,
    cgst: sum('cgst'),
    sgst: sum('sgst'),
    igst: sum('igst'),
    shipping: totals.shipping,
    shipping_tax_rate: totals.shippingTax.rate,
    shipping_tax: totals.shippingTax.tax,
    buyer_gstin: input.buyer_gstin ?? '',
    total: totals.total,
    items_count: input.lines.reduce((count, line) => count + line.quantity, 0),
    coupon_code: input.coupon_code ?? null,
    idempotency_key: input.idempotency_key ?? null,
    placed_at: placedAt,
    created_at: placedAt,
    updated_at: placedAt,
    created_by: actor,
  };
  const lines = input.lines.map((line, index) => {
    const priced = totals.lines[index]!;
    return {
      variant_id: line.variant_id,
      sku: line.sku,
      title: line.title,
      hsn_code: line.hsn_code ?? '',
      quantity: line.quantity,
      unit_price: line.unit_price,
      gross: priced.gross,
      discount: priced.discount,
      net: priced.net,
      tax_rate: priced.rate,
      tax: priced.tax,
      cgst: priced.cgst,
      sgst: priced.sgst,
      igst: priced.igst,
    };
  });
  return { order, lines };
};

/**
 * Writes an order as pricedOrderRows prices it, with the next order number, its lines and the first
 * event of its timeline. Stock is the caller's business (checkout reserves it in the same transaction).
 */
export const insertPricedOrder = async (tx: Executor, input: PricedOrderInput, actor: number | null) => {
  const rows = pricedOrderRows(input, actor);
  const [number] = await takeOrderNumbers(tx);
  const values = { ...rows.order, number: number! };
  const [order] = input.id === undefined
    ? await tx.insert(orders).values(values).returning()
    : await tx.insert(orders).overridingSystemValue().values({ ...values, id: input.id }).returning();
  const placed = order!;
  await tx.insert(orderLines).values(rows.lines.map((line) => ({ ...line, order_id: placed.id })));
  await tx.insert(orderEvents).values({ order_id: placed.id, actor_id: actor, kind: 'placed', to_status: placed.status, created_at: placed.placed_at });
  return placed;
};
