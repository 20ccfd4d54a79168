import { and, asc, count, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { priceCart, type Buyer, type CartLineInput, type DiscountRule, type PricedCart, type StealOffer } from '@domain/promotions';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { categories, collectionProducts, couponUses, coupons, customers, discounts, orders, products, stealClaims, stealVariants, steals, variants } from '../../db/schema';
import { conflict, refusedAt } from '../../http/errors';
import { couponByCode } from './coupons';

type Coupon = typeof coupons.$inferSelect;

export interface CartLineBasics {
  variant_id: number;
  unit_price: number;
  quantity: number;
}

/** Each line's product, its category with every category above it, brand, designer and manual collections. */
export const lineFacts = async (tx: Executor, lines: readonly CartLineBasics[]): Promise<CartLineInput[]> => {
  const ids = [...new Set(lines.map((line) => line.variant_id))];
  if (!ids.length) return [];
  const rows = await tx
    .select({ id: variants.id, product_id: variants.product_id, category_id: products.category_id, brand_id: products.brand_id, designer_id: products.designer_id })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.product_id))
    .where(inArray(variants.id, ids));
  const productIds = [...new Set(rows.map((row) => row.product_id))];
  const memberships = await tx
    .select({ product_id: collectionProducts.product_id, collection_id: collectionProducts.collection_id })
    .from(collectionProducts)
    .where(inArray(collectionProducts.product_id, productIds));
  const parents = new Map((await tx.select({ id: categories.id, parent_id: categories.parent_id }).from(categories)).map((row) => [row.id, row.parent_id]));
  const branch = (id: number | null) => {
    const chain: number[] = [];
    for (let at = id; at !== null && at !== undefined && !chain.includes(at); at = parents.get(at) ?? null) chain.push(at);
    return chain;
  };
  return lines.map((line) => {
    const row = rows.find((one) => one.id === line.variant_id);
    return {
      variantId: line.variant_id,
      productId: row?.product_id ?? 0,
      categoryIds: branch(row?.category_id ?? null),
      brandId: row?.brand_id ?? null,
      designerId: row?.designer_id ?? null,
      collectionIds: memberships.filter((one) => one.product_id === row?.product_id).map((one) => one.collection_id),
      unitPrice: line.unit_price,
      quantity: line.quantity,
    };
  });
};

export const ruleOf = (row: typeof discounts.$inferSelect): DiscountRule => ({
  id: row.id,
  title: row.title,
  kind: row.kind,
  value: row.value,
  buyQuantity: row.buy_quantity,
  getQuantity: row.get_quantity,
  scope: row.scope,
  scopeIds: row.scope_ids,
  minOrderValue: row.min_order_value,
  minQuantity: row.min_quantity,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  priority: row.priority,
  combines: row.combines,
  eligibility: row.eligibility,
  customerTags: row.customer_tags,
  automatic: row.automatic,
  isActive: row.is_active,
});

const liveAt = (at: Date, starts: PgColumn, ends: PgColumn) =>
  and(or(isNull(starts), sql`${starts} <= ${at.toISOString()}`), or(isNull(ends), sql`${ends} > ${at.toISOString()}`));

/**
 * The live steals on the cart's variants. `lock`: at placement, their rows are locked (by id, so
 * concurrent checkouts wait in one order) and the pieces left read under the lock: the cap holds.
 */
const stealOffers = async (tx: Executor, variantIds: number[], at: Date, lock: boolean): Promise<StealOffer[]> => {
  if (!variantIds.length) return [];
  const query = tx
    .select({ id: stealVariants.id, steal_id: stealVariants.steal_id, variant_id: stealVariants.variant_id, price: stealVariants.price, cap: stealVariants.quantity_cap, sold: stealVariants.sold, starts_at: steals.starts_at, ends_at: steals.ends_at })
    .from(stealVariants)
    .innerJoin(steals, eq(steals.id, stealVariants.steal_id))
    .where(and(inArray(stealVariants.variant_id, variantIds), eq(steals.is_active, true), liveAt(at, steals.starts_at, steals.ends_at)))
    .orderBy(asc(stealVariants.id));
  const rows = lock ? await query.for('update', { of: stealVariants }) : await query;
  return rows.map((row) => ({ stealId: row.steal_id, variantId: row.variant_id, price: row.price, remaining: row.cap - row.sold, startsAt: row.starts_at, endsAt: row.ends_at }));
};

const buyerOf = async (tx: Executor, customerId: number | null): Promise<Buyer> => {
  if (customerId === null) return { customerId: null, tags: [], previousOrders: 0 };
  const [customer] = await tx.select({ tags: customers.tags, prior: customers.prior_orders_count }).from(customers).where(eq(customers.id, customerId));
  const [placed] = await tx.select({ n: count() }).from(orders).where(and(eq(orders.customer_id, customerId), ne(orders.status, 'cancelled')));
  return { customerId, tags: customer?.tags ?? [], previousOrders: (placed?.n ?? 0) + (customer?.prior ?? 0) };
};

/** A typed code that may be used now, else the refusal at the cart's coupon field. */
const usableCoupon = async (tx: Executor, code: string, customerId: number | null, at: Date): Promise<Coupon> => {
  const coupon = await couponByCode(tx, code);
  const refuse = (status: number, key: 'server.coupon_unknown' | 'server.coupon_not_live' | 'server.coupon_used_up' | 'server.coupon_used_up_by_customer') =>
    refusedAt(status, 'coupon_refused', 'coupon_code', { key, params: { code } });
  if (!coupon) throw refuse(422, 'server.coupon_unknown');
  const live = coupon.is_active && (!coupon.starts_at || coupon.starts_at <= at) && (!coupon.ends_at || at < coupon.ends_at);
  if (!live) throw refuse(422, 'server.coupon_not_live');
  if (coupon.usage_limit !== null && coupon.used >= coupon.usage_limit) throw refuse(409, 'server.coupon_used_up');
  if (coupon.per_customer_limit !== null && customerId !== null && (await usesBy(tx, coupon.id, customerId)) >= coupon.per_customer_limit)
    throw refuse(409, 'server.coupon_used_up_by_customer');
  return coupon;
};

const usesBy = async (tx: Executor, couponId: number, customerId: number) =>
  (await tx.select({ n: count() }).from(couponUses).where(and(eq(couponUses.coupon_id, couponId), eq(couponUses.customer_id, customerId), isNull(couponUses.released_at))))[0]?.n ?? 0;

export interface CartPrice {
  priced: PricedCart;
  coupon: Coupon | undefined;
  /** Titles of the steals applied, by id (the engine knows only ids). */
  stealTitles: Map<number, string>;
}

/**
 * Prices a cart's lines under the live promotions: automatic discounts, the coupon's discount, and
 * steals. `lock` at placement (steal rows locked, caps read under the lock). A coupon that does not
 * apply to the cart is refused at its field rather than silently dropped.
 */
export const priceCartLines = async (
  tx: Executor,
  lines: readonly CartLineBasics[],
  options: {
    customerId: number | null;
    couponCode?: string | null;
    at?: Date;
    lock?: boolean;
    checkApplies?: boolean;
    /** A discount's unsaved values priced as if live (a preview): it stands in for its stored version. */
    draft?: DiscountRule;
    /** Who buys when not a stored customer (a preview's sample buyer). */
    buyer?: Buyer;
  },
): Promise<CartPrice> => {
  const at = options.at ?? new Date();
  const code = options.couponCode?.trim() || null;
  const coupon = code ? await usableCoupon(tx, code, options.customerId, at) : undefined;
  const inputs = await lineFacts(tx, lines);
  const rules = (
    await tx
      .select()
      .from(discounts)
      .where(and(eq(discounts.is_active, true), coupon ? or(eq(discounts.automatic, true), eq(discounts.id, coupon.discount_id)) : eq(discounts.automatic, true), liveAt(at, discounts.starts_at, discounts.ends_at)))
  )
    .map(ruleOf)
    .filter((rule) => rule.id !== options.draft?.id)
    .concat(options.draft ?? []);
  const offers = await stealOffers(tx, [...new Set(lines.map((line) => line.variant_id))], at, options.lock ?? false);
  const priced = priceCart({ lines: inputs, discounts: rules, couponDiscountId: coupon?.discount_id ?? null, steals: offers, buyer: options.buyer ?? (await buyerOf(tx, options.customerId)), at });
  if (coupon && options.checkApplies !== false && !priced.applied.some((one) => one.source === 'discount' && one.id === coupon.discount_id))
    throw refusedAt(422, 'coupon_refused', 'coupon_code', { key: 'server.coupon_does_not_apply', params: { code: coupon.code } });
  const stealIds = [...new Set(priced.applied.filter((one) => one.source === 'steal').map((one) => one.id))];
  const stealTitles = new Map(stealIds.length ? (await tx.select({ id: steals.id, title: steals.title }).from(steals).where(inArray(steals.id, stealIds))).map((row) => [row.id, row.title]) : []);
  for (const one of priced.applied) if (one.source === 'steal') one.title = stealTitles.get(one.id) ?? '';
  return { priced, coupon, stealTitles };
};

/**
 * At placement, in the order's transaction: the steal pieces sold and the coupon's use counted. The
 * coupon's count rises only while under its limit (a conditional UPDATE, which waits for a concurrent
 * one's commit and checks again), so no number of checkouts takes it past; per customer, its row lock
 * orders the count of their uses.
 */
export const claimPromotions = async (tx: Executor, price: CartPrice, order: { id: number; customer_id: number | null }, skuOf: (variantId: number) => string) => {
  for (const line of price.priced.lines) {
    if (!line.stealUnits || line.stealId === null) continue;
    const claimed = await tx
      .update(stealVariants)
      .set({ sold: sql`${stealVariants.sold} + ${line.stealUnits}` })
      .where(and(eq(stealVariants.steal_id, line.stealId), eq(stealVariants.variant_id, line.variantId), sql`${stealVariants.sold} + ${line.stealUnits} <= ${stealVariants.quantity_cap}`))
      .returning({ id: stealVariants.id });
    if (!claimed.length) throw conflict({ key: 'server.steal_sold_out', params: { sku: skuOf(line.variantId) } });
    await tx.insert(stealClaims).values({ order_id: order.id, steal_variant_id: claimed[0]!.id, units: line.stealUnits });
  }
  const { coupon } = price;
  if (!coupon) return;
  const code = coupon.code;
  const [used] = await tx
    .update(coupons)
    .set({ used: sql`${coupons.used} + 1` })
    .where(and(eq(coupons.id, coupon.id), or(isNull(coupons.usage_limit), sql`${coupons.used} < ${coupons.usage_limit}`)))
    .returning({ id: coupons.id });
  if (!used) throw refusedAt(409, 'coupon_refused', 'coupon_code', { key: 'server.coupon_used_up', params: { code } });
  if (coupon.per_customer_limit !== null && order.customer_id !== null && (await usesBy(tx, coupon.id, order.customer_id)) >= coupon.per_customer_limit)
    throw refusedAt(409, 'coupon_refused', 'coupon_code', { key: 'server.coupon_used_up_by_customer', params: { code } });
  await tx.insert(couponUses).values({ coupon_id: coupon.id, order_id: order.id, customer_id: order.customer_id });
};

/** A cancelled or fully returned order gives its coupon use back when the coupon says so (once). */
export const releaseCouponUse = async (tx: Executor, orderId: number) => {
  const [use] = await tx
    .update(couponUses)
    .set({ released_at: new Date() })
    .where(and(eq(couponUses.order_id, orderId), isNull(couponUses.released_at), sql`exists (select 1 from ${coupons} where ${coupons.id} = ${couponUses.coupon_id} and ${coupons.release_on_cancel})`))
    .returning({ coupon_id: couponUses.coupon_id });
  if (use) await tx.update(coupons).set({ used: sql`greatest(${coupons.used} - 1, 0)` }).where(eq(coupons.id, use.coupon_id));
};


/**
 * A cancelled order gives its steal pieces back to their caps (once): they were never sold. A
 * return does not: the pieces were sold at the steal's price, and the steal may have ended since.
 */
export const releaseStealUnits = async (tx: Executor, orderId: number) => {
  const released = await tx
    .update(stealClaims)
    .set({ released_at: new Date() })
    .where(and(eq(stealClaims.order_id, orderId), isNull(stealClaims.released_at)))
    .returning({ steal_variant_id: stealClaims.steal_variant_id, units: stealClaims.units });
  // In id order, as placement locks them, so a cancel and a checkout never wait on each other in a circle.
  for (const claim of released.sort((a, b) => a.steal_variant_id - b.steal_variant_id))
    await tx.update(stealVariants).set({ sold: sql`greatest(${stealVariants.sold} - ${claim.units}, 0)` }).where(eq(stealVariants.id, claim.steal_variant_id));
};
