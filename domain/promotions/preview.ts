import { z } from '../zod';
import { int4, recordId } from '../bounds';
import { discountFields, discountRefinement } from './schemas';

/** Sample lines a preview prices at most: a cart a person reads at a glance. */
export const MAX_SAMPLE_LINES = 20;
/** Variants a preview lists of those it hits. */
export const PREVIEW_HITS_PAGE = 10;

/**
 * A discount form's unsaved values, checked as a save checks them (the title may still be empty),
 * with the record being edited (its stored version gives way to these values) and a sample cart.
 */
export const discountPreviewSchema = discountFields
  .extend({
    title: discountFields.shape.title.optional(),
    id: z.preprocess((value) => (value === '' ? null : value), recordId().nullable().optional()),
    sample: z
      .array(z.object({ variant_id: recordId(), quantity: int4(1).max(1000) }))
      .max(MAX_SAMPLE_LINES)
      .optional(),
  })
  .superRefine(discountRefinement);
export type DiscountPreviewInput = z.output<typeof discountPreviewSchema>;

/** A variant the discount reaches, with one piece's price under it alone (null: buy X get Y, which needs more pieces). */
export interface PreviewHit {
  variant_id: number;
  product_id: number;
  sku: string;
  title: string;
  price: number;
  discounted_price: number | null;
}

export interface PreviewLine {
  variant_id: number;
  sku: string;
  title: string;
  unit_price: number;
  quantity: number;
  gross: number;
  discount: number;
  net: number;
}

export interface PreviewPromotion {
  source: 'discount' | 'steal';
  id: number;
  title: string;
  amount: number;
  /** The discount being previewed. */
  previewed: boolean;
}

export interface DiscountPreview {
  hits: { total: number; estimated: boolean; variants: PreviewHit[] };
  cart: {
    /** `default`: no sample was sent, so a few of the variants hit, one piece each. */
    sample: 'given' | 'default';
    lines: PreviewLine[];
    subtotal: number;
    discount: number;
    total: number;
    applied: PreviewPromotion[];
    /** Why the previewed discount took nothing off this cart (below_minimum, does_not_combine ...), else null. */
    skipped: string | null;
  };
}
