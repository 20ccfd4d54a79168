import { z } from '../zod';
import { int4, lineText, moment, multiLineText, optionalText, recordId } from '../bounds';
import { schemaMessage } from '../schemaMessages';

/** Payload schemas and figures of an order's payments and refunds (minor units), shared by the console and the server. */

/** How staff record a customer paid: in a store, at the door (cash on delivery collected), or by transfer. */
export const PAYMENT_METHODS = ['cash', 'upi', 'card', 'bank_transfer', 'cod', 'cheque', 'wallet'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Store credit taken off the total at checkout: recorded by the server, never by hand. */
export const RECORDED_METHODS = [...PAYMENT_METHODS, 'credit_note'] as const;
export const PAYMENT_KINDS = ['payment', 'refund'] as const;

/** A clock a few minutes ahead of the server's may still name "now". */
const CLOCK_SLACK_MS = 5 * 60_000;

const reference = () => optionalText(lineText().trim().max(80, schemaMessage('server.keep_under', { max: 80 })));
const amount = () => int4(1, schemaMessage('server.payment_amount_positive'));

/** Why a permitted staff member credits or refunds beyond what was paid (orders' credit_beyond_paid); kept by History. */
export const overrideReasonField = () =>
  optionalText(
    multiLineText()
      .trim()
      .max(500, schemaMessage('server.keep_under', { max: 500 })),
  );

/** A payment received: how much, how, its reference (UPI transaction, card slip ...), and when (now by default). */
export const orderPaymentSchema = z.object({
  amount: amount(),
  method: z.enum(PAYMENT_METHODS, { message: schemaMessage('server.payment_choose_method') }),
  reference: reference(),
  received_at: moment()
    .refine((at) => at.getTime() <= Date.now() + CLOCK_SLACK_MS, schemaMessage('server.payment_in_future'))
    .nullish(),
});

/** Money given back to one of the order's payments, by the payment's own method. */
export const orderRefundSchema = z.object({
  payment_id: recordId(schemaMessage('server.refund_choose_payment')),
  amount: amount(),
  reference: reference(),
  reason: multiLineText()
    .trim()
    .min(1, schemaMessage('server.credit_note_enter_reason'))
    .max(500, schemaMessage('server.keep_under', { max: 500 })),
  override_reason: overrideReasonField(),
});

/** What an order's money comes to, minor units. */
export interface OrderMoney {
  total: number;
  /** What exchanges for dearer pieces added to what the customer owes. */
  exchange_due: number;
  paid: number;
  refunded: number;
  /** Credit notes issued against the order, less what voided ones left unused. */
  credited: number;
}

/** What the customer still owes. */
export const dueOf = (money: OrderMoney) => Math.max(0, money.total + money.exchange_due - money.paid);

/** What may still go back to the customer, as a refund or a credit note: what was paid, net of earlier refunds and credits. */
export const refundableOf = (money: OrderMoney) => Math.max(0, money.paid - money.refunded - money.credited);
