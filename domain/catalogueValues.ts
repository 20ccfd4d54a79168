/**
 * Fixed values of the catalogue, without zod: list screens import these, and must not pull the
 * form schemas into their bundle.
 */
/** Lifecycle values of products and variants (DESIGN section 4), shared by console and server. */
export const PRODUCT_STATUSES = ['draft', 'active', 'archived'] as const;
export const VARIANT_STATUSES = ['draft', 'in_review', 'approved', 'rejected'] as const;
export const ERP_STATUSES = ['pending', 'synced', 'failed'] as const;
export const REVIEW_DECISIONS = ['approved', 'rejected'] as const;
/** Stock filter of the product and variant lists. */
export const STOCK_FILTERS = ['in_stock', 'out_of_stock'] as const;
/** The "All" choice of the category, stock and status filters: no condition. */
export const ALL = 'all';

export type VariantStatus = (typeof VARIANT_STATUSES)[number];
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** Variants that may be sent to review: new ones and rejected ones after a fix. */
export const REVIEWABLE_FROM: readonly VariantStatus[] = ['draft', 'rejected'];
