import { z } from './zod';
import { INT4_MAX, dateTime, lineText, multiLineText, optionalText, recordId } from './bounds';
import { customIssue, fieldLabels, schemaMessage } from './schemaMessages';
import { slugField } from './slugs';
import { checkDigitProblem } from './barcodes';

export * from './catalogueValues';
import { ERP_STATUSES, PRODUCT_STATUSES } from './catalogueValues';
import { hsnField } from './gst/fields';

/** Ids may arrive as text (react-admin's ?source= prefill from a spec path). */
const id = () => z.coerce.number().pipe(recordId());
const optionalId = () => id().nullable().optional();
const imageList = () =>
  z
    .array(lineText().trim().min(1).max(500, schemaMessage('server.image_address_too_long', { max: 500 })))
    .max(20, schemaMessage('server.at_most_images', { max: 20 }))
    .default([]);

export const productSchema = z.object({
  title: lineText().trim().min(1, schemaMessage('server.enter_title')).max(200, schemaMessage('server.title_too_long', { max: 200 })),
  description: optionalText(multiLineText().trim().max(5000, schemaMessage('server.description_too_long', { max: 5000 }))),
  brand_id: optionalId(),
  designer_id: optionalId(),
  category_id: optionalId(),
  attributes: z.record(lineText().max(200), lineText().max(200)).default({}),
  tags: z.array(lineText().trim().min(1).max(40)).max(30, schemaMessage('server.at_most_tags', { max: 30 })).default([]),
  status: z.enum(PRODUCT_STATUSES).default('draft'),
  slug: slugField(),
  images: imageList(),
  hsn_code: hsnField(),
});
export const productUpdateSchema = productSchema.partial();

/** Money in minor units (paise): a whole, non-negative number. */
const money = (label: 'mrp' | 'price' | 'cost') => {
  const field = fieldLabels('variants')(label);
  return z
    .number({ message: schemaMessage('server.enter_the', { field }) })
    .int(schemaMessage('server.amount_in_paise', { field }))
    .min(0, schemaMessage('server.amount_negative', { field }))
    .max(INT4_MAX);
};

const variantFields = z.object({
  product_id: id(),
  sku: z
    .string()
    .trim()
    .toUpperCase()
    .min(3, schemaMessage('server.sku_too_short', { min: 3 }))
    .max(64)
    .regex(/^[A-Z0-9][A-Z0-9-]*$/, schemaMessage('server.capitals_digits_hyphens')),
  barcode: z
    .string()
    .trim()
    .regex(/^[0-9A-Z-]{6,32}$/, schemaMessage('server.barcode_format'))
    .superRefine((barcode, context) => {
      // Refused here rather than at label time, when the printed code would not scan.
      const problem = checkDigitProblem(barcode);
      if (problem) context.addIssue(customIssue('server.barcode_check_digit', problem));
    })
    .nullable()
    .optional(),
  size: optionalText(lineText().trim().max(40)),
  colour: optionalText(lineText().trim().max(40)),
  condition_id: optionalId(),
  mrp: money('mrp'),
  price: money('price'),
  cost: money('cost').default(0),
  currency: z.enum(['INR']).default('INR'),
  erp_status: z.enum(ERP_STATUSES).default('pending'),
  expires_at: dateTime(schemaMessage('server.enter_date_time'))
    .nullable()
    .optional(),
  images: imageList(),
});

const priceWithinMrp = (value: { price?: number; mrp?: number }, context: z.RefinementCtx) => {
  if (value.price !== undefined && value.mrp !== undefined && value.price > value.mrp) {
    context.addIssue({ ...customIssue('server.price_above_mrp'), path: ['price'] });
  }
};

/** A variant is created as a draft; its status then changes only through review. */
export const variantSchema = variantFields.superRefine(priceWithinMrp);
/** Edits keep the product: a variant does not move between products. */
export const variantUpdateSchema = variantFields.omit({ product_id: true }).partial().superRefine(priceWithinMrp);

export const rejectSchema = z.object({
  reason: multiLineText().trim().min(3, schemaMessage('server.give_reject_reason', { min: 3 })).max(1000),
});
export const bulkIdsSchema = z.object({
  ids: z
    .array(id())
    .min(1, schemaMessage('server.select_a_variant'))
    .max(500, schemaMessage('server.at_most_variants', { max: 500 })),
});
export const bulkRejectSchema = bulkIdsSchema.extend(rejectSchema.shape);
