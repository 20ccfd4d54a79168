import { z } from 'zod';
import { customIssue, fieldLabel, schemaMessage } from './schemaMessages';
import { slugField } from './slugs';

export * from './catalogueValues';
import { ERP_STATUSES, PRODUCT_STATUSES } from './catalogueValues';

/** Ids may arrive as text (react-admin's ?source= prefill from a spec path). */
const id = () => z.coerce.number().int().positive();
const optionalId = () => id().nullable().optional();
const imageList = () =>
  z
    .array(z.string().trim().min(1).max(500, schemaMessage('server.image_address_too_long', { max: 500 })))
    .max(20, schemaMessage('server.at_most_images', { max: 20 }))
    .default([]);

export const productSchema = z.object({
  title: z.string().trim().min(1, schemaMessage('server.enter_title')).max(200, schemaMessage('server.title_too_long', { max: 200 })),
  description: z.string().trim().max(5000, schemaMessage('server.description_too_long', { max: 5000 })).default(''),
  brand_id: optionalId(),
  designer_id: optionalId(),
  category_id: optionalId(),
  attributes: z.record(z.string(), z.string().max(200)).default({}),
  tags: z.array(z.string().trim().min(1).max(40)).max(30, schemaMessage('server.at_most_tags', { max: 30 })).default([]),
  status: z.enum(PRODUCT_STATUSES).default('draft'),
  slug: slugField(),
  images: imageList(),
});
export const productUpdateSchema = productSchema.partial();

/** Money in minor units (paise): a whole, non-negative number. */
const money = (label: 'mrp' | 'price' | 'cost') => {
  const field = fieldLabel(label);
  return z
    .number({ message: schemaMessage('server.enter_the', { field }) })
    .int(schemaMessage('server.amount_in_paise', { field }))
    .min(0, schemaMessage('server.amount_negative', { field }));
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
    .nullable()
    .optional(),
  size: z.string().trim().max(40).default(''),
  colour: z.string().trim().max(40).default(''),
  condition_id: optionalId(),
  mrp: money('mrp'),
  price: money('price'),
  cost: money('cost').default(0),
  currency: z.enum(['INR']).default('INR'),
  erp_status: z.enum(ERP_STATUSES).default('pending'),
  expires_at: z.iso
    .datetime({ offset: true, message: schemaMessage('server.enter_date_time') })
    .transform((value) => new Date(value))
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
  reason: z.string().trim().min(3, schemaMessage('server.give_reject_reason', { min: 3 })).max(1000),
});
export const bulkIdsSchema = z.object({
  ids: z
    .array(id())
    .min(1, schemaMessage('server.select_a_variant'))
    .max(500, schemaMessage('server.at_most_variants', { max: 500 })),
});
export const bulkRejectSchema = bulkIdsSchema.extend(rejectSchema.shape);
