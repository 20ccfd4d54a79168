import { z } from '../zod';
import { int4, lineText, moment, recordId } from '../bounds';
import { customIssue, fieldLabels, schemaMessage } from '../schemaMessages';
import { DISCOUNT_KINDS, ELIGIBILITIES, SCOPE_KINDS } from './types';

/** Payload schemas of discounts, coupons and steals, shared by their forms and the server. */

export const MAX_GENERATED_CODES = 100_000;

const title = (resource: string) => {
  const enter = schemaMessage('server.enter_the', { field: fieldLabels(resource)('title') });
  return lineText(enter).trim().min(1, enter).max(200);
};
const emptyAsNull = (value: unknown) => (value === '' || value === undefined ? null : value);
const optionalMoment = () => z.preprocess(emptyAsNull, moment().nullable());
const optionalLimit = () => z.preprocess(emptyAsNull, int4(1).nullable());

/** Windows are moments (stored in UTC); an end must follow its start. */
const windowRefinement = (value: { starts_at?: Date | null; ends_at?: Date | null }, context: z.RefinementCtx) => {
  if (value.starts_at && value.ends_at && value.ends_at.getTime() <= value.starts_at.getTime())
    context.addIssue({ ...customIssue('server.promotion_ends_before_start'), path: ['ends_at'] });
};

export const discountFields = z.object({
  title: title('discounts'),
  kind: z.enum(DISCOUNT_KINDS),
  value: int4(1),
  buy_quantity: int4(0).max(1000).default(0),
  get_quantity: int4(0).max(1000).default(0),
  scope: z.enum(SCOPE_KINDS).default('all'),
  scope_ids: z.array(recordId()).max(1000).default([]),
  min_order_value: int4(0).default(0),
  min_quantity: int4(0).max(100_000).default(0),
  starts_at: optionalMoment().optional(),
  ends_at: optionalMoment().optional(),
  priority: int4(0).max(10_000).default(0),
  combines: z.boolean().default(false),
  eligibility: z.enum(ELIGIBILITIES).default('all'),
  customer_tags: z.array(lineText().trim().min(1).max(40)).max(30).default([]),
  automatic: z.boolean().default(false),
  is_active: z.boolean().default(true),
});

export const discountRefinement = (value: Partial<z.output<typeof discountFields>>, context: z.RefinementCtx) => {
  windowRefinement(value, context);
  if (value.kind !== 'fixed' && value.value !== undefined && value.value > 10_000)
    context.addIssue({ ...customIssue('server.promotion_percentage_max'), path: ['value'] });
  if (value.kind === 'buy_x_get_y' && (!value.buy_quantity || !value.get_quantity))
    context.addIssue({ ...customIssue('server.promotion_buy_get_needed'), path: [value.buy_quantity ? 'get_quantity' : 'buy_quantity'] });
  if (value.scope && value.scope !== 'all' && !value.scope_ids?.length) context.addIssue({ ...customIssue('server.promotion_pick_scope'), path: ['scope_ids'] });
  if (value.eligibility === 'tags' && !value.customer_tags?.length) context.addIssue({ ...customIssue('server.promotion_pick_tags'), path: ['customer_tags'] });
};

export const discountSchema = discountFields.superRefine(discountRefinement);
/** An update may send any of the fields; the whole record is checked again on the server after merging. */
export const discountUpdateSchema = discountFields.partial().superRefine(discountRefinement);
export type DiscountInput = z.output<typeof discountSchema>;

/** Codes people type: letters, digits and dashes; kept as typed, unique whatever their case. */
export const COUPON_CODE = /^[A-Za-z0-9][A-Za-z0-9-]{2,39}$/;
const couponCode = () => lineText().trim().regex(COUPON_CODE, schemaMessage('server.coupon_code_format'));

const couponFields = z.object({
  code: couponCode(),
  discount_id: recordId(),
  usage_limit: optionalLimit().optional(),
  per_customer_limit: optionalLimit().optional(),
  starts_at: optionalMoment().optional(),
  ends_at: optionalMoment().optional(),
  release_on_cancel: z.boolean().default(true),
  is_active: z.boolean().default(true),
});
export const couponSchema = couponFields.superRefine(windowRefinement);
export const couponUpdateSchema = couponFields.partial().superRefine(windowRefinement);

/** Bulk generation: `count` codes of `prefix` and random characters without look-alikes. */
export const couponGenerateSchema = z.object({
  discount_id: recordId(),
  prefix: z.preprocess(
    (value) => value ?? '',
    lineText()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{0,12}$/, schemaMessage('server.coupon_prefix_format')),
  ),
  count: int4(1).max(MAX_GENERATED_CODES),
  usage_limit: optionalLimit().optional(),
  per_customer_limit: optionalLimit().optional(),
});

const stealFields = z.object({
  title: title('steals'),
  starts_at: moment(),
  ends_at: moment(),
  is_active: z.boolean().default(true),
});
export const stealSchema = stealFields.superRefine(windowRefinement);
export const stealUpdateSchema = stealFields.partial().superRefine(windowRefinement);

/** A steal's variants, replaced as a whole: each with its price and cap, a variant once. */
export const stealVariantsSchema = z.object({
  variants: z
    .array(z.object({ variant_id: recordId(), price: int4(0), quantity_cap: int4(1).max(1_000_000) }))
    .max(500)
    .superRefine((list, context) => {
      const seen = new Set<number>();
      list.forEach((line, index) => {
        if (seen.has(line.variant_id)) context.addIssue({ ...customIssue('server.steal_variant_twice'), path: [index, 'variant_id'] });
        seen.add(line.variant_id);
      });
    }),
});
