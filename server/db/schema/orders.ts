import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { ORDER_CHANNELS, ORDER_STATUSES, PAYMENT_STATUSES } from '@domain/orders/states';
import { CREDIT_NOTE_STATUSES } from '@domain/orders/creditNotes';
import type { OrderAddress } from '@domain/orders/schemas';
import { entityColumns, identityId, partOf, requiredReference } from './columns';
import { variants } from './catalogue';
import { stores } from './taxonomy';
import { shelves, warehouses } from './warehouses';
import { customers } from './customers';

const oneOf = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * The last order number given in a series (SO): taken under a row lock in the placing transaction, so a
 * failed checkout gives its number back and numbers run without gaps (server/services/order/orderNumbers.ts).
 */
export const orderNumberCounters = pgTable('order_number_counters', {
  series: text('series').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * An order (DESIGN section 4): who, where, its status in the shared state machine, its payment, the
 * fulfilment facts, addresses as placed, and its totals in whole minor units as orderTotals priced them.
 */
export const orders = pgTable(
  'orders',
  {
    ...entityColumns(),
    /** SO-0001234, from orderNumberCounters. */
    number: text('number').notNull().unique(),
    customer_id: integer('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    customer_name: text('customer_name').notNull().default(''),
    customer_email: text('customer_email').notNull().default(''),
    channel: text('channel').notNull(),
    store_id: integer('store_id').references(() => stores.id, { onDelete: 'restrict' }),
    warehouse_id: integer('warehouse_id').references(() => warehouses.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('placed'),
    payment_status: text('payment_status').notNull().default('pending'),
    payment_method: text('payment_method').notNull().default(''),
    /** Charged and refunded so far, minor units. */
    paid: integer('paid').notNull().default(0),
    refunded: integer('refunded').notNull().default(0),
    billing_address: jsonb('billing_address').$type<OrderAddress | null>(),
    shipping_address: jsonb('shipping_address').$type<OrderAddress | null>(),
    /** Shipping address in the store's state: CGST + SGST, else IGST. */
    intra_state: boolean('intra_state').notNull().default(true),
    tax_inclusive: boolean('tax_inclusive').notNull().default(true),
    currency: text('currency').notNull().default('INR'),
    subtotal: integer('subtotal').notNull().default(0),
    discount: integer('discount').notNull().default(0),
    tax: integer('tax').notNull().default(0),
    cgst: integer('cgst').notNull().default(0),
    sgst: integer('sgst').notNull().default(0),
    igst: integer('igst').notNull().default(0),
    shipping: integer('shipping').notNull().default(0),
    /** GST in (or on) the shipping charge, at the highest rate of the lines, basis points; in `tax` and its split. */
    shipping_tax_rate: integer('shipping_tax_rate').notNull().default(0),
    shipping_tax: integer('shipping_tax').notNull().default(0),
    total: integer('total').notNull().default(0),
    items_count: integer('items_count').notNull().default(0),
    coupon_code: text('coupon_code'),
    /** One checkout placed twice (a double click, a retry after a lost answer) finds the first order by it. */
    idempotency_key: text('idempotency_key').unique(),
    /** The buyer's GSTIN when a registered business buys ('' otherwise). */
    buyer_gstin: text('buyer_gstin').notNull().default(''),
    /** INV/2026-27/000123, given when the invoice is first issued: a series without gaps per financial year. */
    invoice_number: text('invoice_number').unique(),
    invoice_issued_at: timestamp('invoice_issued_at', { withTimezone: true }),
    carrier: text('carrier'),
    tracking_number: text('tracking_number'),
    placed_at: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    shipped_at: timestamp('shipped_at', { withTimezone: true }),
    delivered_at: timestamp('delivered_at', { withTimezone: true }),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    // With the id: the history report's CSV reads in this order (its keyset), the newest-first list too.
    index('orders_placed_at').on(t.placed_at, t.id),
    index('orders_status_placed_at').on(t.status, t.placed_at),
    index('orders_payment_placed_at').on(t.payment_status, t.placed_at),
    index('orders_channel_placed_at').on(t.channel, t.placed_at),
    index('orders_store_placed_at').on(t.store_id, t.placed_at),
    index('orders_customer_placed_at').on(t.customer_id, t.placed_at),
    index('orders_number_trgm').using('gin', t.number.op('gin_trgm_ops')),
    index('orders_email_trgm').using('gin', t.customer_email.op('gin_trgm_ops')),
    // The global search's exact and prefix matches on numbers, read in order so a LIMIT stops early.
    index('orders_number_pattern').on(sql`lower(${t.number}) text_pattern_ops`),
    index('orders_invoice_number_pattern').on(sql`lower(${t.invoice_number}) text_pattern_ops`),
    check('orders_channel_known', sql`${t.channel} in (${oneOf(ORDER_CHANNELS)})`),
    check('orders_status_known', sql`${t.status} in (${oneOf(ORDER_STATUSES)})`),
    check('orders_payment_status_known', sql`${t.payment_status} in (${oneOf(PAYMENT_STATUSES)})`),
    check('orders_money_not_negative', sql`${t.total} >= 0 and ${t.paid} >= 0 and ${t.refunded} >= 0 and ${t.refunded} <= ${t.paid}`),
  ],
);

/** One line of an order as priced when placed (a snapshot: later price changes do not touch it). */
export const orderLines = pgTable(
  'order_lines',
  {
    id: identityId(),
    order_id: partOf('order_id', () => orders.id),
    variant_id: integer('variant_id').references(() => variants.id, { onDelete: 'restrict' }),
    sku: text('sku').notNull(),
    title: text('title').notNull().default(''),
    /** The product's HSN code when placed. */
    hsn_code: text('hsn_code').notNull().default(''),
    quantity: integer('quantity').notNull(),
    unit_price: integer('unit_price').notNull(),
    gross: integer('gross').notNull(),
    discount: integer('discount').notNull().default(0),
    net: integer('net').notNull(),
    /** Basis points: 500 = 5 %. */
    tax_rate: integer('tax_rate').notNull(),
    tax: integer('tax').notNull(),
    cgst: integer('cgst').notNull().default(0),
    sgst: integer('sgst').notNull().default(0),
    igst: integer('igst').notNull().default(0),
    /** Pieces returned or exchanged so far. */
    returned_quantity: integer('returned_quantity').notNull().default(0),
  },
  (t) => [
    index('order_lines_order').on(t.order_id),
    index('order_lines_variant').on(t.variant_id),
    index('order_lines_sku_trgm').using('gin', t.sku.op('gin_trgm_ops')),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('order_lines_returned_within', sql`${t.returned_quantity} >= 0 and ${t.returned_quantity} <= ${t.quantity}`),
  ],
);

/** The order's timeline: status moves, payments, fulfilment facts and staff notes, oldest first. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: identityId(),
    order_id: partOf('order_id', () => orders.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    actor_id: integer('actor_id'),
    /** placed, a state machine action (confirm, ship, ...), note, credit_note ... */
    kind: text('kind').notNull(),
    from_status: text('from_status'),
    to_status: text('to_status'),
    note: text('note'),
    data: jsonb('data').$type<Record<string, unknown>>(),
  },
  (t) => [index('order_events_order').on(t.order_id, t.created_at)],
);

/** A cart staff build for a customer (admin checkout), placed once as an order. */
export const carts = pgTable(
  'carts',
  {
    ...entityColumns(),
    customer_id: integer('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    channel: text('channel').notNull().default('admin'),
    store_id: integer('store_id').references(() => stores.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('open'),
    billing_address: jsonb('billing_address').$type<OrderAddress | null>(),
    shipping_address: jsonb('shipping_address').$type<OrderAddress | null>(),
    coupon_code: text('coupon_code'),
    order_id: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('carts_customer').on(t.customer_id),
    check('carts_status_known', sql`${t.status} in ('open', 'placed', 'abandoned')`),
    check('carts_channel_known', sql`${t.channel} in (${oneOf(ORDER_CHANNELS)})`),
  ],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    id: identityId(),
    cart_id: partOf('cart_id', () => carts.id),
    variant_id: requiredReference('variant_id', () => variants.id, 'restrict'),
    quantity: integer('quantity').notNull(),
  },
  (t) => [uniqueIndex('cart_lines_cart_variant').on(t.cart_id, t.variant_id), check('cart_lines_quantity_positive', sql`${t.quantity} > 0`)],
);

/** The last credit note number given each financial year (by the year it starts in): taken under a row lock, so numbers run without gaps. */
export const creditNoteSequences = pgTable('credit_note_sequences', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * Store credit: an amount and what is left of it. The balance never goes below zero: redemptions take
 * it with one conditional UPDATE (balance >= amount), and a check backs that up.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    ...entityColumns(),
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    order_id: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    customer_id: integer('customer_id'),
    currency: text('currency').notNull().default('INR'),
    amount: integer('amount').notNull(),
    balance: integer('balance').notNull(),
    status: text('status').notNull().default('issued'),
    reason: text('reason').notNull().default(''),
    voided_at: timestamp('voided_at', { withTimezone: true }),
    void_reason: text('void_reason'),
    /** Why this note credits more than its order's payments left (orders' credit_beyond_paid). */
    override_reason: text('override_reason'),
  },
  (t) => [
    uniqueIndex('credit_notes_year_sequence').on(t.year, t.sequence),
    index('credit_notes_customer').on(t.customer_id),
    index('credit_notes_order').on(t.order_id),
    index('credit_notes_status_created').on(t.status, t.created_at),
    check('credit_notes_amount_positive', sql`${t.amount} > 0`),
    check('credit_notes_balance_within', sql`${t.balance} >= 0 and ${t.balance} <= ${t.amount}`),
    check('credit_notes_status_known', sql`${t.status} in (${oneOf(CREDIT_NOTE_STATUSES)})`),
  ],
);

/** Each use of a credit note: how much, and on which order when at checkout. */
export const creditNoteRedemptions = pgTable(
  'credit_note_redemptions',
  {
    id: identityId(),
    credit_note_id: requiredReference('credit_note_id', () => creditNotes.id, 'restrict'),
    order_id: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    created_by: integer('created_by'),
  },
  (t) => [index('credit_note_redemptions_note').on(t.credit_note_id), check('credit_note_redemptions_amount_positive', sql`${t.amount} > 0`)],
);

/** A return of some pieces of an order: where they went (a shelf, or written off) and how the money went back. */
export const orderReturns = pgTable(
  'order_returns',
  {
    ...entityColumns(),
    order_id: requiredReference('order_id', () => orders.id, 'restrict'),
    reason: text('reason').notNull(),
    /** Null: written off. */
    restock_shelf_id: integer('restock_shelf_id').references(() => shelves.id, { onDelete: 'restrict' }),
    refund_method: text('refund_method').notNull(),
    refund: integer('refund').notNull(),
    credit_note_id: integer('credit_note_id').references(() => creditNotes.id, { onDelete: 'restrict' }),
    lines: jsonb('lines').$type<{ line_id: number; quantity: number; refund: number }[]>().notNull(),
  },
  (t) => [index('order_returns_order').on(t.order_id), check('order_returns_refund_not_negative', sql`${t.refund} >= 0`)],
);

/**
 * An exchange: pieces of one order line taken back (onto a shelf or written off) and as many of
 * another variant sent from a warehouse. `difference` settles it: above zero the customer owes that
 * much more, below zero a credit note gives it back.
 */
export const orderExchanges = pgTable(
  'order_exchanges',
  {
    ...entityColumns(),
    order_id: requiredReference('order_id', () => orders.id, 'restrict'),
    line_id: requiredReference('line_id', () => orderLines.id, 'restrict'),
    quantity: integer('quantity').notNull(),
    reason: text('reason').notNull(),
    /** Null: the returned pieces were written off. */
    restock_shelf_id: integer('restock_shelf_id').references(() => shelves.id, { onDelete: 'restrict' }),
    new_variant_id: requiredReference('new_variant_id', () => variants.id, 'restrict'),
    new_sku: text('new_sku').notNull(),
    new_unit_price: integer('new_unit_price').notNull(),
    /** Where the new pieces were picked from. */
    warehouse_id: requiredReference('warehouse_id', () => warehouses.id, 'restrict'),
    /** What the returned pieces were worth (refundFor) and what the new ones cost, minor units. */
    returned_value: integer('returned_value').notNull(),
    new_value: integer('new_value').notNull(),
    difference: integer('difference').notNull(),
    credit_note_id: integer('credit_note_id').references(() => creditNotes.id, { onDelete: 'restrict' }),
  },
  (t) => [
    index('order_exchanges_order').on(t.order_id),
    check('order_exchanges_quantity_positive', sql`${t.quantity} > 0`),
    check('order_exchanges_difference', sql`${t.difference} = ${t.new_value} - ${t.returned_value}`),
  ],
);

/** An order's row as the database holds it. */
export type Order = typeof orders.$inferSelect;
