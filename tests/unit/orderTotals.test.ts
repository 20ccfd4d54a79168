import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, mulDivRound } from '@domain/orders/allocation';
import { DEFAULT_TAX_POLICY, rateFor, splitGst, taxOf } from '@domain/orders/tax';
import { orderTotals } from '@domain/orders/totals';

const money = fc.integer({ min: 0, max: 10_000_000 });

describe('allocate', () => {
  it('splits in proportion and adds up exactly', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [0, 5, 5])).toEqual([0, 5, 5]);
    expect(allocate(7, [0, 0])).toEqual([0, 0]);
    fc.assert(
      fc.property(money, fc.array(money, { minLength: 1, maxLength: 20 }), (amount, weights) => {
        const parts = allocate(amount, weights);
        const total = weights.reduce((sum, weight) => sum + weight, 0);
        if (total === 0) return parts.every((part) => part === 0);
        // Exact sum, and no part further than one unit from its exact share.
        return parts.reduce((sum, part) => sum + part, 0) === amount && parts.every((part, index) => Math.abs(part - (amount * (weights[index] ?? 0)) / total) < 1);
      }),
    );
  });

  it('refuses fractions and negatives', () => {
    expect(() => allocate(1.5, [1])).toThrow(RangeError);
    expect(() => allocate(1, [-1])).toThrow(RangeError);
  });
});

describe('tax', () => {
  it('rounds half up', () => {
    expect(mulDivRound(1, 1, 2)).toBe(1);
    expect(mulDivRound(5, 1, 4)).toBe(1);
    expect(mulDivRound(7, 1, 4)).toBe(2);
  });

  it('reads GST out of an inclusive price and adds it to an exclusive one', () => {
    // ₹1,050.00 including 5 %: ₹50.00 of tax.
    expect(taxOf(105_000, 500, true)).toBe(5_000);
    expect(taxOf(100_000, 1800, false)).toBe(18_000);
    // ₹999.99 including 18 %: 152.54... -> 15,254 paise.
    expect(taxOf(99_999, 1800, true)).toBe(15_254);
  });

  it('picks the apparel slab by the piece price', () => {
    expect(rateFor(DEFAULT_TAX_POLICY, 250_000)).toBe(500);
    expect(rateFor(DEFAULT_TAX_POLICY, 250_001)).toBe(1800);
  });

  it('splits CGST and SGST within a state and keeps IGST whole across states', () => {
    expect(splitGst(1001, true)).toEqual({ cgst: 500, sgst: 501, igst: 0 });
    expect(splitGst(1001, false)).toEqual({ cgst: 0, sgst: 0, igst: 1001 });
  });
});

describe('orderTotals', () => {
  it('prices an inclusive order with a coupon spread over its lines', () => {
    const totals = orderTotals({
      lines: [
        { unitPrice: 120_000, quantity: 2 },
        { unitPrice: 300_000, quantity: 1 },
      ],
      discount: 10_000,
      shipping: 9_900,
      policy: DEFAULT_TAX_POLICY,
      intraState: true,
    });
    expect(totals.subtotal).toBe(540_000);
    expect(totals.lines.map((line) => line.discount)).toEqual([4_444, 5_556]);
    expect(totals.lines.map((line) => line.rate)).toEqual([500, 1800]);
    expect(totals.total).toBe(540_000 - 10_000 + 9_900);
    // Shipping carries GST at the lines' highest rate, inside its charge.
    expect(totals.shippingTax).toMatchObject({ rate: 1800, tax: 1_510 });
    expect(totals.tax).toBe(totals.lines.reduce((sum, line) => sum + line.tax, 0) + 1_510);
  });

  it('adds tax on top when prices exclude it', () => {
    const totals = orderTotals({ lines: [{ unitPrice: 100_000, quantity: 1 }], policy: { inclusive: false, slabs: [{ rate: 1800 }] }, intraState: false });
    expect(totals).toMatchObject({ subtotal: 100_000, tax: 18_000, total: 118_000 });
    expect(totals.lines[0]).toMatchObject({ igst: 18_000, cgst: 0 });
  });

  it('never discounts below zero', () => {
    const totals = orderTotals({ lines: [{ unitPrice: 5_000, quantity: 1 }], discount: 9_000, policy: DEFAULT_TAX_POLICY, intraState: true });
    expect(totals).toMatchObject({ discount: 5_000, total: 0, tax: 0 });
  });

  it('keeps every figure whole and consistent for any cart', () => {
    const line = fc.record({ unitPrice: fc.integer({ min: 0, max: 5_000_000 }), quantity: fc.integer({ min: 1, max: 50 }) });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 15 }), money, money, fc.boolean(), fc.boolean(), (lines, discount, shipping, inclusive, intraState) => {
        const totals = orderTotals({ lines, discount, shipping, policy: { ...DEFAULT_TAX_POLICY, inclusive }, intraState });
        const sum = (pick: (line: (typeof totals.lines)[number]) => number) => totals.lines.reduce((total, each) => total + pick(each), 0);
        return (
          [totals.subtotal, totals.discount, totals.tax, totals.total].every(Number.isSafeInteger) &&
          sum((each) => each.discount) === totals.discount &&
          sum((each) => each.cgst + each.sgst + each.igst) + totals.shippingTax.cgst + totals.shippingTax.sgst + totals.shippingTax.igst === totals.tax &&
          totals.total === totals.subtotal - totals.discount + shipping + (inclusive ? 0 : totals.tax) &&
          totals.lines.every((each) => each.tax >= 0 && each.tax <= each.net)
        );
      }),
    );
  });
});
