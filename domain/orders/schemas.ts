import { z } from '../zod';
import { int4, lineText, multiLineText, recordId } from '../bounds';
import { schemaMessage } from '../schemaMessages';
import { overrideReasonField } from './payments';

/** Payload schemas of the order base, shared by the console's forms and the server. */

const line = (max: number) => lineText().trim().max(max, schemaMessage('server.keep_under', { max }));

/** An address as the order keeps it (a copy: later edits of the customer's addresses do not change it). */
export const orderAddressSchema = z.object({
  name: line(120).default(''),
  line1: line(200).min(1, schemaMessage('ra.validation.required')),
  line2: line(200).default(''),
  city: line(80).min(1, schemaMessage('ra.validation.required')),
  state: line(80).min(1, schemaMessage('ra.validation.required')),
  pincode: line(12).default(''),
  country: line(2).default('IN'),
  mobile: line(20).default(''),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/** A staff note on the order's timeline. */
export const orderNoteSchema = z.object({
  note: multiLineText()
    .trim()
    .min(1, schemaMessage('server.order_enter_note'))
    .max(2000, schemaMessage('server.keep_under', { max: 2000 })),
});

/** A move of the state machine; shipping names the carrier and the tracking number. */
export const orderMoveSchema = z.object({ note: multiLineText().trim().max(2000).optional() });
export const orderShipSchema = orderMoveSchema.extend({
  carrier: line(80).min(1, schemaMessage('server.order_enter_carrier')),
  tracking_number: line(80).min(1, schemaMessage('server.order_enter_tracking')),
});

const amount = () => int4(1, schemaMessage('server.credit_note_amount_positive'));
const reason = () =>
  multiLineText()
    .trim()
    .min(1, schemaMessage('server.credit_note_enter_reason'))
    .max(500, schemaMessage('server.keep_under', { max: 500 }));

/** Store credit given by hand (goodwill); returns issue theirs themselves. */
export const creditNoteIssueSchema = z.object({
  amount: amount(),
  reason: reason(),
  customer_id: recordId().nullable().optional(),
  order_id: recordId().nullable().optional(),
  override_reason: overrideReasonField(),
});

export const creditNoteRedeemSchema = z.object({ amount: amount(), order_id: recordId().nullable().optional() });
export const creditNoteVoidSchema = z.object({ reason: reason() });

export const REFUND_METHODS = ['credit_note', 'original_payment'] as const;

/** A return: lines and pieces, a reason, where the goods go (a shelf, or written off) and how the money goes back. */
export const orderReturnSchema = z.object({
  lines: z
    .array(z.object({ line_id: recordId(), quantity: int4(1) }))
    .min(1, schemaMessage('server.order_return_no_lines'))
    .max(200),
  reason: reason(),
  restock_shelf_id: recordId().nullable().default(null),
  refund_method: z.enum(REFUND_METHODS),
  override_reason: overrideReasonField(),
});

/**
 * An exchange: pieces of one line back (onto a shelf, or written off) for as many of another variant,
 * picked in a warehouse; the difference in price is settled by a credit note or a payment due.
 */
export const orderExchangeSchema = z.object({
  line_id: recordId(schemaMessage('server.order_exchange_choose_line')),
  quantity: int4(1, schemaMessage('server.order_exchange_quantity_positive')),
  new_variant_id: recordId(schemaMessage('server.order_exchange_choose_variant')),
  warehouse_id: recordId(schemaMessage('server.order_exchange_choose_warehouse')),
  reason: reason(),
  restock_shelf_id: recordId().nullable().default(null),
  override_reason: overrideReasonField(),
});
