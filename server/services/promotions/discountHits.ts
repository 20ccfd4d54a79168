import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { priceCart, type DiscountRule, type ScopeKind } from '@domain/promotions';
import { PREVIEW_HITS_PAGE, type PreviewHit } from '@domain/promotions/preview';
import type { Database } from '../../db/client';
import { categories, collectionProducts, products, variants } from '../../db/schema';
import { plannerEstimate, rowsOf } from '../../http/listTotal';

/** Hits are counted exactly up to this many; past it the planner's estimate is shown as "about". */
export const EXACT_HITS_CAP = 1000;

/** The categories under `ids`, with them: a scope on a branch holds its sub-categories (the table is small). */
const withBranches = async (db: Database, ids: readonly number[]) => {
  const rows = await db.select({ id: categories.id, parent_id: categories.parent_id }).from(categories);
  const held = new Set(ids);
  for (let grew = true; grew; ) {
    grew = false;
    for (const row of rows) {
      if (row.parent_id === null || !held.has(row.parent_id) || held.has(row.id)) continue;
      held.add(row.id);
      grew = true;
    }
  }
  return [...held];
};

/** The variants a scope holds, as a condition each kind's index serves (products by category, brand, designer; memberships by collection). */
const scopeCondition = async (db: Database, scope: ScopeKind, ids: readonly number[]): Promise<SQL | undefined> => {
  const list = [...ids];
  switch (scope) {
    case 'all':
      return undefined;
    case 'categories':
      return inArray(products.category_id, await withBranches(db, list));
    case 'brands':
      return inArray(products.brand_id, list);
    case 'designers':
      return inArray(products.designer_id, list);
    case 'collections':
      return inArray(products.id, db.select({ id: collectionProducts.product_id }).from(collectionProducts).where(inArray(collectionProducts.collection_id, list)));
    case 'products':
      return inArray(variants.product_id, list);
    case 'variants':
      return inArray(variants.id, list);
  }
};

/** One piece's price under the rule alone (minimums aside), by the checkout's own pricer; buy X get Y takes nothing off one piece. */
const piecePrice = (rule: DiscountRule, hit: { variant_id: number; product_id: number; price: number }): number | null => {
  if (rule.kind === 'buy_x_get_y') return null;
  const alone: DiscountRule = { ...rule, scope: 'all', minOrderValue: 0, minQuantity: 0, eligibility: 'all', startsAt: null, endsAt: null };
  const line = { variantId: hit.variant_id, productId: hit.product_id, categoryIds: [], brandId: null, designerId: null, collectionIds: [], unitPrice: hit.price, quantity: 1 };
  return priceCart({ lines: [line], discounts: [alone], steals: [], buyer: { customerId: null, tags: [], previousOrders: 0 }, at: new Date() }).total;
};

/**
 * The variants a discount reaches: the first page by id and how many there are, counted only while
 * the planner expects few (a capped count), else its estimate, marked so the console says "about".
 */
export const discountHits = async (db: Database, rule: DiscountRule) => {
  const where = await scopeCondition(db, rule.scope, rule.scopeIds);
  const joined = () => db.select({ one: sql`1` }).from(variants).innerJoin(products, eq(products.id, variants.product_id)).where(where);
  const page = await db
    .select({ variant_id: variants.id, product_id: variants.product_id, sku: variants.sku, title: products.title, price: variants.price })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.product_id))
    .where(where)
    .orderBy(asc(variants.id))
    .limit(PREVIEW_HITS_PAGE);
  let total = page.length;
  let estimated = false;
  if (page.length === PREVIEW_HITS_PAGE) {
    const estimate = await plannerEstimate(db, joined());
    const counted = estimate <= EXACT_HITS_CAP ? Number(rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (${joined().limit(EXACT_HITS_CAP + 1)}) as capped`))[0]?.n ?? 0) : EXACT_HITS_CAP + 1;
    if (counted <= EXACT_HITS_CAP) total = counted;
    else [total, estimated] = [Math.max(estimate, counted), true];
  }
  const hits: PreviewHit[] = page.map((hit) => ({ ...hit, discounted_price: piecePrice(rule, hit) }));
  return { total, estimated, variants: hits };
};
