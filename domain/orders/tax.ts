import { mulDivRound } from './allocation';

/** A rate in basis points (1800 = 18 %) for pieces selling at or under `upTo` minor units (none: any price). */
export interface TaxSlab {
  upTo?: number;
  rate: number;
}

export interface TaxPolicy {
  /** Prices include the tax (India's retail norm) or have it added on top. */
  inclusive: boolean;
  /** Ascending by `upTo`; the last has none. */
  slabs: readonly TaxSlab[];
}

/** GST on apparel since 22 September 2025: 5 % on pieces up to ₹2,500, 18 % above; prices include it. */
export const DEFAULT_TAX_POLICY: TaxPolicy = { inclusive: true, slabs: [{ upTo: 250_000, rate: 500 }, { rate: 1800 }] };

/** The slab rate for a piece selling at `unitPrice` minor units after its discount. */
export const rateFor = (policy: TaxPolicy, unitPrice: number): number =>
  (policy.slabs.find((slab) => slab.upTo === undefined || unitPrice <= slab.upTo) ?? policy.slabs.at(-1))?.rate ?? 0;

/** The tax in an amount (inclusive) or on it (exclusive), rounded half up to the minor unit. */
export const taxOf = (amount: number, rate: number, inclusive: boolean): number =>
  inclusive ? mulDivRound(amount, rate, 10_000 + rate) : mulDivRound(amount, rate, 10_000);

/** GST splits in half between centre and state within one state (odd paise to the state), else IGST whole. */
export const splitGst = (tax: number, intraState: boolean) =>
  intraState ? { cgst: Math.floor(tax / 2), sgst: tax - Math.floor(tax / 2), igst: 0 } : { cgst: 0, sgst: 0, igst: tax };
