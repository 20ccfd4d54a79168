import { overRemainder, remainingOf, restockCheck, type RestockChoice, type ReturnableOrder } from '../returns/returnForm';

/** The exchange form's values: which line and how many pieces, the variant sent instead and from where, the goods coming back. */
export interface ExchangeFormValues {
  line_id: number | null;
  quantity: number | null;
  new_variant_id: number | null;
  warehouse_id: number | null;
  reason: string;
  restock: RestockChoice;
  restock_shelf_id: number | null;
  /** Why the credit for a cheaper variant goes beyond what was paid (permitted staff only). */
  override_reason: string;
}

/** The lines with pieces still to take back. */
export const exchangeableLines = (order: ReturnableOrder) => order.lines.filter((line) => remainingOf(line) > 0);

export const initialExchangeValues = (order: ReturnableOrder): ExchangeFormValues => ({
  line_id: exchangeableLines(order)[0]?.id ?? null,
  quantity: 1,
  new_variant_id: null,
  warehouse_id: order.warehouse_id,
  reason: '',
  restock: 'shelf',
  restock_shelf_id: null,
  override_reason: '',
});

/** The payload of POST /orders/:id/exchanges (orderExchangeSchema). */
export const exchangePayload = (values: ExchangeFormValues) => ({
  line_id: values.line_id,
  quantity: values.quantity,
  new_variant_id: values.new_variant_id,
  warehouse_id: values.warehouse_id,
  reason: values.reason,
  restock_shelf_id: values.restock === 'write_off' ? null : values.restock_shelf_id,
  override_reason: values.override_reason,
});

/** No more pieces than are left to take back on the line, and a shelf when restocking. */
export const exchangeFormChecks = (order: ReturnableOrder) => (formValues: Record<string, unknown>) => {
  const values = formValues as unknown as ExchangeFormValues;
  const line = order.lines.find((candidate) => candidate.id === values.line_id);
  const over = line && (values.quantity ?? 0) > remainingOf(line) ? { quantity: overRemainder(remainingOf(line)) } : {};
  return { ...over, ...restockCheck(values) };
};
