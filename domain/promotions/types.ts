/** What the pricing engine reads: a cart's lines, the promotions live around it, and who buys. */

export const DISCOUNT_KINDS = ['percentage', 'fixed', 'buy_x_get_y'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export const SCOPE_KINDS = ['all', 'categories', 'brands', 'designers', 'collections', 'products', 'variants'] as const;
export type ScopeKind = (typeof SCOPE_KINDS)[number];

export const ELIGIBILITIES = ['all', 'tags', 'first_order'] as const;
export type Eligibility = (typeof ELIGIBILITIES)[number];

/** A line as the catalogue prices it, with what a scope may match it by. */
export interface CartLineInput {
  variantId: number;
  productId: number;
  /** The product's category and every category above it (a scope on a branch holds its sub-categories). */
  categoryIds: readonly number[];
  brandId: number | null;
  designerId: number | null;
  collectionIds: readonly number[];
  /** One piece, paise. */
  unitPrice: number;
  quantity: number;
}

export interface DiscountRule {
  id: number;
  title: string;
  kind: DiscountKind;
  /** percentage: basis points (1000 = 10 %); fixed: paise off the scope's lines; buy_x_get_y: basis points off each free piece (10000 = free). */
  value: number;
  buyQuantity: number;
  getQuantity: number;
  scope: ScopeKind;
  scopeIds: readonly number[];
  /** Paise the scope's lines must reach (0: none). */
  minOrderValue: number;
  /** Pieces of the scope the cart must hold (0: none). */
  minQuantity: number;
  startsAt: Date | null;
  endsAt: Date | null;
  /** Lower applies first; ties by id. */
  priority: number;
  /** Applies beside others that combine; one that does not stands alone. */
  combines: boolean;
  eligibility: Eligibility;
  customerTags: readonly string[];
  /** Applied without a code; otherwise only through one of its coupons. */
  automatic: boolean;
  isActive: boolean;
}

/** A variant's steal price while its steal is live, with the pieces its cap still allows. */
export interface StealOffer {
  stealId: number;
  variantId: number;
  price: number;
  /** Pieces left under the cap (cap - sold). */
  remaining: number;
  startsAt: Date;
  endsAt: Date;
}

export interface Buyer {
  /** null: a walk-in sale without a customer, eligible only for discounts open to all. */
  customerId: number | null;
  tags: readonly string[];
  /** Orders placed before this one (not cancelled). */
  previousOrders: number;
}

export type SkipReason = 'not_live' | 'not_eligible' | 'out_of_scope' | 'below_minimum' | 'does_not_combine' | 'nothing_off';

export interface LinePart {
  source: 'steal' | 'discount';
  id: number;
  amount: number;
}

export interface PricedCartLine {
  variantId: number;
  unitPrice: number;
  quantity: number;
  gross: number;
  /** Pieces sold at the steal price. */
  stealUnits: number;
  stealId: number | null;
  /** Everything off the line: its steal and its share of each discount, paise. */
  discount: number;
  /** gross - discount: what the customer pays for the line (GST inside). */
  net: number;
  parts: LinePart[];
}

export interface AppliedPromotion {
  source: 'steal' | 'discount';
  id: number;
  title: string;
  amount: number;
}

export interface PricedCart {
  lines: PricedCartLine[];
  subtotal: number;
  discount: number;
  total: number;
  applied: AppliedPromotion[];
  skipped: { id: number; reason: SkipReason }[];
}
