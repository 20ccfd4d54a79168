import { z } from '../zod';
import { int4, lineText, recordId } from '../bounds';
import { schemaMessage } from '../schemaMessages';
import { gstinField } from '../gst/fields';
import { PAYMENT_METHODS } from './payments';
import { orderAddressSchema } from './schemas';

/** Payload schemas of admin checkout's cart (the cart base), shared by the console and the server. */

/** A coupon's code as typed ('' or null: none); the server checks it against the cart's lines. */
const couponField = () =>
  lineText()
    .trim()
    .max(40)
    .nullable()
    .optional()
    .transform((code) => code || null);

/** Channels staff place orders on: for a customer at the console, or in a store (its store must be named). */
export const CART_CHANNELS = ['admin', 'offline'] as const;

export const cartSchema = z.object({
  customer_id: recordId(),
  channel: z.enum(CART_CHANNELS).optional(),
  store_id: recordId().nullable().optional(),
  billing_address: orderAddressSchema.nullable().optional(),
  shipping_address: orderAddressSchema.nullable().optional(),
  coupon_code: couponField(),
});

/** A variant by id, or by SKU or barcode as typed or scanned; `quantity` pieces more (a scan adds one). */
export const cartAddSchema = z
  .object({
    variant_id: recordId().optional(),
    code: lineText().trim().max(80).optional(),
    quantity: int4(1).max(999).default(1),
  })
  .refine((line) => line.variant_id !== undefined || !!line.code, { message: schemaMessage('server.cart_pick_variant'), path: ['code'] });

/** The quantity of one variant in the cart; 0 takes it out. */
export const cartQuantitySchema = z.object({ quantity: int4(0).max(999) });

export const cartPlaceSchema = z.object({
  /** The same key placed twice answers the first order (a double click, a retry after a lost answer). */
  idempotency_key: lineText().trim().min(8).max(80),
  /** Where an admin order's stock is reserved; an offline sale takes its store's warehouse. */
  warehouse_id: recordId().optional(),
  /** How the customer will pay (cash on delivery by default); what they paid is recorded on the order. */
  payment_method: z.enum(PAYMENT_METHODS).default('cod'),
  shipping: int4(0).default(0),
  /** Store credit taken off the total, up to its balance. */
  credit_note_number: lineText().trim().max(40).nullable().optional(),
  /** A registered business's GSTIN for this invoice; else the customer's. */
  buyer_gstin: gstinField(),
});
