import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCart, type CartLineInput, type DiscountRule, type PriceCartInput, type StealOffer } from '@domain/promotions';

const at = new Date('2026-11-28T12:00:00Z');
const anyone = { customerId: 1, tags: [], previousOrders: 3 };

// A: category 3 under 1, brand 7; B: category 4, brand 8, designer 5; C: category 1, brand 7, collection 9.
const A: CartLineInput = { variantId: 1, productId: 10, categoryIds: [3, 1], brandId: 7, designerId: null, collectionIds: [], unitPrice: 100_000, quantity: 2 };
const B: CartLineInput = { variantId: 2, productId: 11, categoryIds: [4], brandId: 8, designerId: 5, collectionIds: [], unitPrice: 33_333, quantity: 3 };
const C: CartLineInput = { variantId: 3, productId: 12, categoryIds: [1], brandId: 7, designerId: null, collectionIds: [9], unitPrice: 50_000, quantity: 1 };
const cart = [A, B, C];

let nextId = 1;
const rule = (over: Partial<DiscountRule>): DiscountRule => ({
  id: nextId++,
  title: 'rule',
  kind: 'percentage',
  value: 1000,
  buyQuantity: 0,
  getQuantity: 0,
  scope: 'all',
  scopeIds: [],
  minOrderValue: 0,
  minQuantity: 0,
  startsAt: null,
  endsAt: null,
  priority: 10,
  combines: true,
  eligibility: 'all',
  customerTags: [],
  automatic: true,
  isActive: true,
  ...over,
});

const price = (input: Partial<PriceCartInput>) => priceCart({ lines: cart, discounts: [], steals: [], buyer: anyone, at, ...input });
const lineDiscounts = (input: Partial<PriceCartInput>) => price(input).lines.map((line) => line.discount);

describe('priceCart: hand-worked carts', () => {
  it('takes 10 % of everything, rounded half up on the cart and shared by largest remainder', () => {
    // 349,999 x 10 % = 34,999.9 -> 35,000; shares 20,000.06 / 9,999.9 / 5,000.01 -> 20,000 / 9,999 / 5,000, the last paisa to B.
    const priced = price({ discounts: [rule({})] });
    expect(priced.subtotal).toBe(349_999);
    expect(priced.lines.map((line) => line.discount)).toEqual([20_000, 10_000, 5_000]);
    expect(priced.discount).toBe(35_000);
    expect(priced.total).toBe(314_999);
  });

  it('takes a fixed amount off a category and its branches, shared by line value', () => {
    expect(lineDiscounts({ discounts: [rule({ kind: 'fixed', value: 50_000, scope: 'categories', scopeIds: [1] })] })).toEqual([40_000, 0, 10_000]);
  });

  it('caps a fixed amount at what the scope costs', () => {
    expect(lineDiscounts({ discounts: [rule({ kind: 'fixed', value: 900_000, scope: 'designers', scopeIds: [5] })] })).toEqual([0, 99_999, 0]);
  });

  it('gives the cheapest piece of every three free on buy 2 get 1', () => {
    expect(lineDiscounts({ discounts: [rule({ kind: 'buy_x_get_y', value: 10_000, buyQuantity: 2, getQuantity: 1, scope: 'brands', scopeIds: [7] })] })).toEqual([0, 0, 50_000]);
    // Six pieces of everything: two free, both of B at 33,333; half off instead: 16,667 (half up) each.
    expect(lineDiscounts({ discounts: [rule({ kind: 'buy_x_get_y', value: 5000, buyQuantity: 2, getQuantity: 1 })] })).toEqual([0, 33_334, 0]);
  });

  it('matches products, variants and collections', () => {
    expect(lineDiscounts({ discounts: [rule({ kind: 'fixed', value: 100, scope: 'products', scopeIds: [11] })] })).toEqual([0, 100, 0]);
    expect(lineDiscounts({ discounts: [rule({ kind: 'fixed', value: 100, scope: 'variants', scopeIds: [1] })] })).toEqual([100, 0, 0]);
    expect(lineDiscounts({ discounts: [rule({ kind: 'fixed', value: 100, scope: 'collections', scopeIds: [9] })] })).toEqual([0, 0, 100]);
  });

  it('holds a minimum order value and quantity over the scope', () => {
    const short = rule({ kind: 'fixed', value: 100, scope: 'brands', scopeIds: [8], minOrderValue: 100_000 });
    expect(price({ discounts: [short] }).skipped).toEqual([{ id: short.id, reason: 'below_minimum' }]);
    expect(lineDiscounts({ discounts: [rule({ kind: 'fixed', value: 100, scope: 'brands', scopeIds: [8], minOrderValue: 99_999, minQuantity: 3 })] })).toEqual([0, 100, 0]);
    expect(price({ discounts: [rule({ kind: 'fixed', value: 100, minQuantity: 7 })] }).discount).toBe(0);
  });

  it('applies by priority; one that does not combine stands alone', () => {
    const first = rule({ priority: 1, combines: false });
    const second = rule({ priority: 2, kind: 'fixed', value: 1000 });
    const priced = price({ discounts: [second, first] });
    expect(priced.applied.map((one) => one.id)).toEqual([first.id]);
    expect(priced.skipped).toEqual([{ id: second.id, reason: 'does_not_combine' }]);
    // The other way round, the lone one waits behind a combining one and is refused.
    const lone = rule({ priority: 3, combines: false });
    expect(price({ discounts: [second, lone] }).skipped).toEqual([{ id: lone.id, reason: 'does_not_combine' }]);
  });

  it('stacks combining discounts, each on what is left after those before it', () => {
    // 10 % of 349,999 -> 35,000 (as above), then 1,000 off the 314,999 left: 635 / 286 / 79 by largest remainder.
    const priced = price({ discounts: [rule({ priority: 1 }), rule({ priority: 2, kind: 'fixed', value: 1000 })] });
    expect(priced.discount).toBe(36_000);
    expect(priced.lines.map((line) => line.parts.map((part) => part.amount))).toEqual([[20_000, 571], [10_000, 286], [5_000, 143]]);
  });

  it('lets a steal price win for its variant up to its cap; its line takes no discount', () => {
    const steal: StealOffer = { stealId: 5, variantId: 2, price: 20_000, remaining: 2, startsAt: new Date('2026-11-28T00:00:00Z'), endsAt: new Date('2026-11-29T00:00:00Z') };
    const priced = price({ discounts: [rule({})], steals: [steal] });
    // Two of B's three pieces at 20,000: 2 x 13,333 off; 10 % of A and C's 250,000 -> 20,000 / 5,000.
    expect(priced.lines.map((line) => line.discount)).toEqual([20_000, 26_666, 5_000]);
    expect(priced.lines[1]!.stealUnits).toBe(2);
    expect(priced.applied).toEqual([{ source: 'steal', id: 5, title: '', amount: 26_666 }, expect.objectContaining({ source: 'discount', amount: 25_000 })]);
    expect(price({ steals: [{ ...steal, remaining: 0 }] }).discount).toBe(0);
    expect(price({ steals: [{ ...steal, endsAt: at }] }).discount).toBe(0);
  });

  it('keeps to its customers: tags in any case, first orders, not walk-ins', () => {
    const vip = rule({ eligibility: 'tags', customerTags: ['vip'] });
    expect(price({ discounts: [vip], buyer: { customerId: 1, tags: ['VIP'], previousOrders: 2 } }).discount).toBe(35_000);
    expect(price({ discounts: [vip] }).skipped).toEqual([{ id: vip.id, reason: 'not_eligible' }]);
    const first = rule({ eligibility: 'first_order' });
    expect(price({ discounts: [first], buyer: { customerId: 1, tags: [], previousOrders: 0 } }).discount).toBe(35_000);
    expect(price({ discounts: [first] }).discount).toBe(0);
    expect(price({ discounts: [first], buyer: { customerId: null, tags: [], previousOrders: 0 } }).discount).toBe(0);
  });

  it('is live from its start to just before its end, in UTC', () => {
    expect(price({ discounts: [rule({ startsAt: at })] }).discount).toBe(35_000);
    expect(price({ discounts: [rule({ endsAt: at })] }).discount).toBe(0);
    expect(price({ discounts: [rule({ startsAt: new Date(at.getTime() + 1) })] }).discount).toBe(0);
  });

  it('applies a code-only discount only through its coupon', () => {
    const coded = rule({ automatic: false });
    expect(price({ discounts: [coded] }).discount).toBe(0);
    expect(price({ discounts: [coded], couponDiscountId: coded.id }).discount).toBe(35_000);
    expect(price({ discounts: [{ ...coded, isActive: false }], couponDiscountId: coded.id }).discount).toBe(0);
  });
});

describe('priceCart: properties', () => {
  const line = fc.record({
    variantId: fc.integer({ min: 1, max: 6 }),
    productId: fc.integer({ min: 1, max: 4 }),
    categoryIds: fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 2 }),
    brandId: fc.option(fc.integer({ min: 1, max: 3 })),
    designerId: fc.option(fc.integer({ min: 1, max: 3 })),
    collectionIds: fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }),
    unitPrice: fc.integer({ min: 0, max: 5_000_000 }),
    quantity: fc.integer({ min: 1, max: 9 }),
  });
  const discount = fc.record({
    id: fc.integer({ min: 1, max: 1000 }),
    title: fc.constant('d'),
    kind: fc.constantFrom('percentage' as const, 'fixed' as const, 'buy_x_get_y' as const),
    value: fc.integer({ min: 0, max: 20_000_000 }),
    buyQuantity: fc.integer({ min: 0, max: 4 }),
    getQuantity: fc.integer({ min: 0, max: 3 }),
    scope: fc.constantFrom('all' as const, 'categories' as const, 'brands' as const, 'designers' as const, 'collections' as const, 'products' as const, 'variants' as const),
    scopeIds: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }),
    minOrderValue: fc.integer({ min: 0, max: 1_000_000 }),
    minQuantity: fc.integer({ min: 0, max: 5 }),
    startsAt: fc.constant(null),
    endsAt: fc.constant(null),
    priority: fc.integer({ min: 0, max: 5 }),
    combines: fc.boolean(),
    eligibility: fc.constant('all' as const),
    customerTags: fc.constant([]),
    automatic: fc.constant(true),
    isActive: fc.constant(true),
  });
  const steal = fc.record({
    stealId: fc.integer({ min: 1, max: 3 }),
    variantId: fc.integer({ min: 1, max: 6 }),
    price: fc.integer({ min: 0, max: 5_000_000 }),
    remaining: fc.integer({ min: 0, max: 10 }),
    startsAt: fc.constant(new Date('2026-01-01T00:00:00Z')),
    endsAt: fc.constant(new Date('2027-01-01T00:00:00Z')),
  });

  it('shares every discount out so lines add up, never below 0 nor above the line', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 6 }), fc.uniqueArray(discount, { selector: (one) => one.id, maxLength: 5 }), fc.array(steal, { maxLength: 3 }), (lines, discounts, steals) => {
        const priced = priceCart({ lines, discounts, steals, buyer: anyone, at });
        const linesTotal = priced.lines.reduce((sum, one) => sum + one.discount, 0);
        expect(linesTotal).toBe(priced.discount);
        expect(priced.applied.reduce((sum, one) => sum + one.amount, 0)).toBe(priced.discount);
        for (const one of priced.lines) {
          expect(one.discount).toBeGreaterThanOrEqual(0);
          expect(one.discount).toBeLessThanOrEqual(one.gross);
          expect(one.parts.reduce((sum, part) => sum + part.amount, 0)).toBe(one.discount);
          expect(one.parts.every((part) => part.amount > 0 || part.source === 'steal')).toBe(true);
          expect(one.net).toBe(one.gross - one.discount);
        }
        // Each discount's line shares add up to what it says it took.
        for (const promotion of priced.applied.filter((one) => one.source === 'discount')) {
          const shares = priced.lines.flatMap((one) => one.parts.filter((part) => part.source === 'discount' && part.id === promotion.id));
          expect(shares.reduce((sum, part) => sum + part.amount, 0)).toBe(promotion.amount);
        }
      }),
    );
  });
});
