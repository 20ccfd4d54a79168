import { allocate } from './allocation';
import { rateFor, splitGst, taxOf, type TaxPolicy } from './tax';

export interface PricedLine {
  /** Selling price of one piece, minor units. */
  unitPrice: number;
  quantity: number;
}

export interface LineTotals {
  gross: number;
  discount: number;
  /** What the customer pays for the line before shipping, minor units. */
  net: number;
  rate: number;
  tax: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** GST in (or on) the shipping charge: a composite supply's, at its principal supply's rate (the lines' highest). */
export interface ShippingTax {
  rate: number;
  tax: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export interface OrderTotals {
  lines: LineTotals[];
  subtotal: number;
  discount: number;
  /** The lines' GST and the shipping's. */
  tax: number;
  shipping: number;
  shippingTax: ShippingTax;
  total: number;
}

export interface TotalsInput {
  lines: readonly PricedLine[];
  /** Order-level discount, spread across lines by what is left of their gross. Capped at that. */
  discount?: number;
  /** Each line's discount already worked out (promotions: domain/promotions/price.ts), at most its gross. */
  lineDiscounts?: readonly number[];
  shipping?: number;
  policy: TaxPolicy;
  /** Shipping address in the store's state: CGST + SGST, else IGST. */
  intraState: boolean;
}

/** Every figure of an order from its lines, in whole minor units: the server's one pricing function. */
export const orderTotals = ({ lines, discount = 0, lineDiscounts = [], shipping = 0, policy, intraState }: TotalsInput): OrderTotals => {
  const grosses = lines.map((line) => line.unitPrice * line.quantity);
  const subtotal = grosses.reduce((sum, gross) => sum + gross, 0);
  const given = grosses.map((gross, index) => Math.min(gross, Math.max(0, lineDiscounts[index] ?? 0)));
  const left = grosses.map((gross, index) => gross - given[index]!);
  const spread = Math.min(discount, left.reduce((sum, amount) => sum + amount, 0));
  const discounts = allocate(spread, left).map((share, index) => share + given[index]!);
  const orderDiscount = discounts.reduce((sum, amount) => sum + amount, 0);
  const lineTotals = lines.map((line, index): LineTotals => {
    const gross = line.unitPrice * line.quantity;
    const lineDiscount = discounts[index] ?? 0;
    const net = gross - lineDiscount;
    const rate = rateFor(policy, line.quantity === 0 ? 0 : Math.floor(net / line.quantity));
    const tax = taxOf(net, rate, policy.inclusive);
    return { gross, discount: lineDiscount, net: policy.inclusive ? net : net + tax, rate, tax, ...splitGst(tax, intraState) };
  });
  const shippingRate = lineTotals.reduce((highest, line) => Math.max(highest, line.rate), 0);
  const shippingTax = taxOf(shipping, shippingRate, policy.inclusive);
  const tax = lineTotals.reduce((sum, line) => sum + line.tax, 0) + shippingTax;
  const linesNet = lineTotals.reduce((sum, line) => sum + line.net, 0);
  const shippingCharged = policy.inclusive ? shipping : shipping + shippingTax;
  return {
    lines: lineTotals,
    subtotal,
    discount: orderDiscount,
    tax,
    shipping,
    shippingTax: { rate: shippingRate, tax: shippingTax, ...splitGst(shippingTax, intraState) },
    total: linesNet + shippingCharged,
  };
};
