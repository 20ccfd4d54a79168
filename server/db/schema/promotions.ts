import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { DISCOUNT_KINDS, ELIGIBILITIES, SCOPE_KINDS } from '@domain/promotions/types';
import { entityColumns, identityId, partOf, requiredReference } from './columns';
import { variants } from './catalogue';
import { customers } from './customers';
import { orders } from './orders';

/** A discount (issue 40): what it takes off, where, for whom and when; priced by domain/promotions/price.ts. */
export const discounts = pgTable(
  'discounts',
  {
    ...entityColumns(),
    title: text('title').notNull(),
    kind: text('kind', { enum: DISCOUNT_KINDS }).notNull(),
    /** percentage: basis points; fixed: paise; buy X get Y: basis points off each free piece. */
    value: integer('value').notNull(),
    buy_quantity: integer('buy_quantity').notNull().default(0),
    get_quantity: integer('get_quantity').notNull().default(0),
    scope: text('scope', { enum: SCOPE_KINDS }).notNull().default('all'),
    scope_ids: integer('scope_ids').array().notNull().default([]),
    min_order_value: integer('min_order_value').notNull().default(0),
    min_quantity: integer('min_quantity').notNull().default(0),
    starts_at: timestamp('starts_at', { withTimezone: true }),
    ends_at: timestamp('ends_at', { withTimezone: true }),
    priority: integer('priority').notNull().default(0),
    combines: boolean('combines').notNull().default(false),
    eligibility: text('eligibility', { enum: ELIGIBILITIES }).notNull().default('all'),
    customer_tags: text('customer_tags').array().notNull().default([]),
    /** Applied at checkout without a code; otherwise only through its coupons. */
    automatic: boolean('automatic').notNull().default(false),
    is_active: boolean('is_active').notNull().default(true),
  },
  (t) => [index('discounts_live').on(t.is_active, t.automatic), index('discounts_title_trgm').using('gin', t.title.op('gin_trgm_ops'))],
);

/** A code that unlocks a discount, with its own window and usage limits; `used` counts placed orders' uses. */
export const coupons = pgTable(
  'coupons',
  {
    ...entityColumns(),
    code: text('code').notNull(),
    discount_id: requiredReference('discount_id', () => discounts.id, 'restrict'),
    /** null: no limit. */
    usage_limit: integer('usage_limit'),
    per_customer_limit: integer('per_customer_limit'),
    used: integer('used').notNull().default(0),
    starts_at: timestamp('starts_at', { withTimezone: true }),
    ends_at: timestamp('ends_at', { withTimezone: true }),
    /** A cancelled or returned order gives its use back. */
    release_on_cancel: boolean('release_on_cancel').notNull().default(true),
    is_active: boolean('is_active').notNull().default(true),
    /** The generation batch that made it, if any. */
    batch_id: integer('batch_id'),
  },
  (t) => [
    uniqueIndex('coupons_code_lower').on(sql`lower(${t.code})`),
    index('coupons_discount').on(t.discount_id),
    index('coupons_batch').on(t.batch_id),
    index('coupons_code_trgm').using('gin', t.code.op('gin_trgm_ops')),
    check('coupons_used_within_limit', sql`${t.used} >= 0 and (${t.usage_limit} is null or ${t.used} <= ${t.usage_limit})`),
  ],
);

/** One use of a coupon by a placed order; released when the order is cancelled or returned and the coupon says so. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: identityId(),
    coupon_id: partOf('coupon_id', () => coupons.id),
    order_id: partOf('order_id', () => orders.id),
    customer_id: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    used_at: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
    released_at: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [index('coupon_uses_coupon_customer').on(t.coupon_id, t.customer_id), uniqueIndex('coupon_uses_order').on(t.order_id)],
);

/** A bulk generation of codes for one discount: a job writes them and counts its progress. */
export const couponBatches = pgTable('coupon_batches', {
  ...entityColumns(),
  discount_id: requiredReference('discount_id', () => discounts.id, 'restrict'),
  prefix: text('prefix').notNull().default(''),
  count: integer('count').notNull(),
  generated: integer('generated').notNull().default(0),
  usage_limit: integer('usage_limit'),
  per_customer_limit: integer('per_customer_limit'),
  status: text('status', { enum: ['queued', 'running', 'done', 'failed'] }).notNull().default('queued'),
});

/** A time-boxed deal on chosen variants (issue 40). */
export const steals = pgTable(
  'steals',
  {
    ...entityColumns(),
    title: text('title').notNull(),
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
    ends_at: timestamp('ends_at', { withTimezone: true }).notNull(),
    is_active: boolean('is_active').notNull().default(true),
  },
  (t) => [index('steals_window').on(t.starts_at, t.ends_at), check('steals_window_order', sql`${t.starts_at} < ${t.ends_at}`)],
);

/** A variant on a steal: its price and cap; `sold` counts placed pieces and never passes the cap. */
export const stealVariants = pgTable(
  'steal_variants',
  {
    id: identityId(),
    steal_id: partOf('steal_id', () => steals.id),
    variant_id: requiredReference('variant_id', () => variants.id, 'restrict'),
    price: integer('price').notNull(),
    quantity_cap: integer('quantity_cap').notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [
    uniqueIndex('steal_variants_unique').on(t.steal_id, t.variant_id),
    index('steal_variants_variant').on(t.variant_id),
    check('steal_variants_sold_within_cap', sql`${t.sold} >= 0 and ${t.sold} <= ${t.quantity_cap}`),
  ],
);

/** Pieces an order bought at a steal's price; released (given back to the cap) when the order is cancelled. */
export const stealClaims = pgTable(
  'steal_claims',
  {
    id: identityId(),
    order_id: partOf('order_id', () => orders.id),
    steal_variant_id: requiredReference('steal_variant_id', () => stealVariants.id, 'cascade'),
    units: integer('units').notNull(),
    claimed_at: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    released_at: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [index('steal_claims_order').on(t.order_id), check('steal_claims_units', sql`${t.units} > 0`)],
);

/** What each promotion took off an order (its discount lines), kept as placed for the invoice and returns. */
export const orderDiscounts = pgTable(
  'order_discounts',
  {
    id: identityId(),
    order_id: partOf('order_id', () => orders.id),
    source: text('source', { enum: ['discount', 'steal'] }).notNull(),
    source_id: integer('source_id').notNull(),
    title: text('title').notNull().default(''),
    coupon_code: text('coupon_code'),
    amount: integer('amount').notNull(),
  },
  (t) => [index('order_discounts_order').on(t.order_id)],
);
