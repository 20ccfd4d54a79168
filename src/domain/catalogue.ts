import { z } from 'zod';
import { slugField } from './slugs';

export * from './catalogueValues';
import { ERP_STATUSES, PRODUCT_STATUSES } from './catalogueValues';

/** Ids may arrive as text (react-admin's ?source= prefill from a spec path). */
const id = () => z.coerce.number().int().positive();
const optionalId = () => id().nullable().optional();
const imageList = () =>
  z.array(z.string().trim().min(1).max(500, 'Keep image addresses under 500 characters')).max(20, 'At most 20 images').default([]);

export const productSchema = z.object({
  title: z.string().trim().min(1, 'Enter a title').max(200, 'Keep the title under 200 characters'),
  description: z.string().trim().max(5000, 'Keep the description under 5000 characters').default(''),
  brand_id: optionalId(),
  designer_id: optionalId(),
  category_id: optionalId(),
  attributes: z.record(z.string(), z.string().max(200)).default({}),
  tags: z.array(z.string().trim().min(1).max(40)).max(30, 'At most 30 tags').default([]),
  status: z.enum(PRODUCT_STATUSES).default('draft'),
  slug: slugField(),
  images: imageList(),
});
export const productUpdateSchema = productSchema.partial();

/** Money in minor units (paise): a whole, non-negative number. */
const money = (label: string) =>
  z.number({ message: `Enter the ${label}` }).int(`The ${label} is in paise, a whole number`).min(0, `The ${label} cannot be negative`);

const variantFields = z.object({
  product_id: id(),
  sku: z
    .string()
    .trim()
    .toUpperCase()
    .min(3, 'Enter a SKU of at least 3 characters')
    .max(64)
    .regex(/^[A-Z0-9][A-Z0-9-]*$/, 'Use capital letters, digits and hyphens'),
  barcode: z
    .string()
    .trim()
    .regex(/^[0-9A-Z-]{6,32}$/, 'Use 6 to 32 digits, capital letters or hyphens')
    .nullable()
    .optional(),
  size: z.string().trim().max(40).default(''),
  colour: z.string().trim().max(40).default(''),
  condition_id: optionalId(),
  mrp: money('MRP'),
  price: money('price'),
  cost: money('cost').default(0),
  currency: z.enum(['INR']).default('INR'),
  erp_status: z.enum(ERP_STATUSES).default('pending'),
  expires_at: z.iso
    .datetime({ offset: true, message: 'Enter a date and time' })
    .transform((value) => new Date(value))
    .nullable()
    .optional(),
  images: imageList(),
});

const priceWithinMrp = (value: { price?: number; mrp?: number }, context: z.RefinementCtx) => {
  if (value.price !== undefined && value.mrp !== undefined && value.price > value.mrp) {
    context.addIssue({ code: 'custom', path: ['price'], message: 'The price cannot be above the MRP' });
  }
};

/** A variant is created as a draft; its status then changes only through review. */
export const variantSchema = variantFields.superRefine(priceWithinMrp);
/** Edits keep the product: a variant does not move between products. */
export const variantUpdateSchema = variantFields.omit({ product_id: true }).partial().superRefine(priceWithinMrp);

export const rejectSchema = z.object({
  reason: z.string().trim().min(3, 'Give the reason for rejecting, at least 3 characters').max(1000),
});
export const bulkIdsSchema = z.object({
  ids: z.array(id()).min(1, 'Select at least one variant').max(500, 'At most 500 variants at a time'),
});
export const bulkRejectSchema = bulkIdsSchema.extend(rejectSchema.shape);
