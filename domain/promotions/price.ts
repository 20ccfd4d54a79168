import { allocate, mulDivRound } from '../orders/allocation';
import { inScope } from './scope';
import { isLive } from './window';
import type { AppliedPromotion, Buyer, CartLineInput, DiscountRule, PricedCart, PricedCartLine, SkipReason, StealOffer } from './types';

export interface PriceCartInput {
  lines: readonly CartLineInput[];
  /** The automatic discounts, and the one a coupon unlocks (it applies though not automatic). */
  discounts: readonly DiscountRule[];
  couponDiscountId?: number | null;
  steals: readonly StealOffer[];
  buyer: Buyer;
  at: Date;
}

export const isEligible = (rule: Pick<DiscountRule, 'eligibility' | 'customerTags'>, buyer: Buyer): boolean => {
  if (rule.eligibility === 'all') return true;
  if (buyer.customerId === null) return false;
  if (rule.eligibility === 'first_order') return buyer.previousOrders === 0;
  const tags = new Set(buyer.tags.map((tag) => tag.toLowerCase()));
  return rule.customerTags.some((tag) => tags.has(tag.toLowerCase()));
};

/** Sorted as they apply: priority ascending, then id. */
export const byPriority = (a: Pick<DiscountRule, 'priority' | 'id'>, b: Pick<DiscountRule, 'priority' | 'id'>) => a.priority - b.priority || a.id - b.id;

/** The steal each line sells under: its variant's cheapest live offer with pieces left under the cap. */
const applySteals = (lines: PricedCartLine[], steals: readonly StealOffer[], at: Date) => {
  const remaining = new Map(steals.map((offer) => [`${offer.stealId}:${offer.variantId}`, offer.remaining]));
  for (const line of lines) {
    const offer = steals
      .filter((candidate) => candidate.variantId === line.variantId && candidate.price < line.unitPrice && isLive(at, candidate.startsAt, candidate.endsAt))
      .filter((candidate) => (remaining.get(`${candidate.stealId}:${candidate.variantId}`) ?? 0) > 0)
      .sort((a, b) => a.price - b.price || a.stealId - b.stealId)[0];
    if (!offer) continue;
    const key = `${offer.stealId}:${offer.variantId}`;
    const units = Math.min(line.quantity, remaining.get(key) ?? 0);
    remaining.set(key, (remaining.get(key) ?? 0) - units);
    const amount = (line.unitPrice - offer.price) * units;
    line.stealUnits = units;
    line.stealId = offer.stealId;
    line.discount += amount;
    line.parts.push({ source: 'steal', id: offer.stealId, amount });
  }
};

/**
 * What a rule takes off each of the lines it reaches, by their amount still to pay ("left"):
 * percentage: the scope's left x rate, rounded half up to the paisa; fixed: its value up to the scope's
 * left; both shared out to the lines by largest remainder. Buy X get Y: of every X + Y pieces, the Y
 * cheapest take `value` basis points off their catalogue price (half up per piece), no line below 0.
 */
const amountsOf = (rule: DiscountRule, left: number[], lines: readonly PricedCartLine[]): number[] => {
  const total = left.reduce((sum, amount) => sum + amount, 0);
  if (rule.kind === 'percentage') return allocate(Math.min(total, mulDivRound(total, Math.min(rule.value, 10_000), 10_000)), left);
  if (rule.kind === 'fixed') return allocate(Math.min(total, rule.value), left);
  const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);
  const group = rule.buyQuantity + rule.getQuantity;
  let free = group > 0 ? Math.floor(pieces / group) * rule.getQuantity : 0;
  const amounts = lines.map(() => 0);
  const cheapestFirst = lines.map((line, index) => ({ line, index })).sort((a, b) => a.line.unitPrice - b.line.unitPrice || a.index - b.index);
  for (const { line, index } of cheapestFirst) {
    if (free === 0) break;
    const units = Math.min(free, line.quantity);
    free -= units;
    amounts[index] = Math.min(left[index]!, units * mulDivRound(line.unitPrice, Math.min(rule.value, 10_000), 10_000));
  }
  return amounts;
};

/**
 * A cart's price under its promotions, in whole paise. Steals first: a live steal's price wins for its
 * variant's pieces up to its cap, and those lines take no other discount. Then the discounts in
 * priority order: each must be live, open to the buyer, reach a line, and meet its minimum (the scope's
 * catalogue value and pieces); the first that applies decides combining: one that does not combine
 * stands alone, and later ones apply only while every applied one combines. Each discount works on what
 * is left to pay after those before it, so no line goes below 0 and each line's parts add up to its discount.
 */
export const priceCart = ({ lines: input, discounts, couponDiscountId = null, steals, buyer, at }: PriceCartInput): PricedCart => {
  const lines: PricedCartLine[] = input.map((line) => {
    const gross = line.unitPrice * line.quantity;
    return { variantId: line.variantId, unitPrice: line.unitPrice, quantity: line.quantity, gross, stealUnits: 0, stealId: null, discount: 0, net: gross, parts: [] };
  });
  applySteals(lines, steals, at);
  const applied: AppliedPromotion[] = [];
  const skipped: { id: number; reason: SkipReason }[] = [];
  const stealTotals = new Map<number, number>();
  for (const line of lines) if (line.stealId !== null) stealTotals.set(line.stealId, (stealTotals.get(line.stealId) ?? 0) + line.discount);
  for (const [id, amount] of stealTotals) applied.push({ source: 'steal', id, title: '', amount });

  const candidates = discounts.filter((rule) => rule.isActive && (rule.automatic || rule.id === couponDiscountId)).sort(byPriority);
  const appliedRules: DiscountRule[] = [];
  for (const rule of candidates) {
    const skip = (reason: SkipReason) => skipped.push({ id: rule.id, reason });
    if (!isLive(at, rule.startsAt, rule.endsAt)) { skip('not_live'); continue; }
    if (!isEligible(rule, buyer)) { skip('not_eligible'); continue; }
    const reached = lines.map((line, index) => ({ line, index })).filter(({ line, index }) => line.stealId === null && inScope(rule.scope, rule.scopeIds, input[index]!));
    if (!reached.length) { skip('out_of_scope'); continue; }
    const value = reached.reduce((sum, { line }) => sum + line.gross, 0);
    const pieces = reached.reduce((sum, { line }) => sum + line.quantity, 0);
    if (value < rule.minOrderValue || pieces < rule.minQuantity) { skip('below_minimum'); continue; }
    if (appliedRules.length && (!rule.combines || appliedRules.some((other) => !other.combines))) { skip('does_not_combine'); continue; }
    const left = reached.map(({ line }) => line.gross - line.discount);
    const amounts = amountsOf(rule, left, reached.map(({ line }) => line));
    const total = amounts.reduce((sum, amount) => sum + amount, 0);
    if (total === 0) { skip('nothing_off'); continue; }
    reached.forEach(({ line }, at) => {
      const amount = amounts[at]!;
      if (amount === 0) return;
      line.discount += amount;
      line.parts.push({ source: 'discount', id: rule.id, amount });
    });
    appliedRules.push(rule);
    applied.push({ source: 'discount', id: rule.id, title: rule.title, amount: total });
  }
  for (const line of lines) line.net = line.gross - line.discount;
  const subtotal = lines.reduce((sum, line) => sum + line.gross, 0);
  const discount = lines.reduce((sum, line) => sum + line.discount, 0);
  return { lines, subtotal, discount, total: subtotal - discount, applied, skipped };
};
