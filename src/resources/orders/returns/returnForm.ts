import type { FieldError } from '../../../forms/zodValidator';

/** An order line as the order's answer has it (GET /orders/:id). */
export interface ReturnableLine {
  id: number;
  sku: string;
  title: string;
  quantity: number;
  unit_price: number;
  /** What the line came to after its share of the discount, minor units. */
  net: number;
  returned_quantity: number;
}

/** The order a return or an exchange starts from. */
export interface ReturnableOrder {
  id: number;
  number: string;
  warehouse_id: number | null;
  lines: ReturnableLine[];
}

export type RestockChoice = 'shelf' | 'write_off';

/** The return form's values: one row per order line (0 pieces by default), where the goods go and how the money goes back. */
export interface ReturnFormValues {
  lines: { line_id: number; quantity: number | null }[];
  reason: string;
  restock: RestockChoice;
  warehouse_id: number | null;
  restock_shelf_id: number | null;
  refund_method: 'credit_note' | 'original_payment';
  /** Why the refund goes beyond what was paid (permitted staff only). */
  override_reason: string;
}

/** Pieces of a line bought and not yet returned or exchanged. */
export const remainingOf = (line: ReturnableLine) => line.quantity - line.returned_quantity;

export const initialReturnValues = (order: ReturnableOrder): ReturnFormValues => ({
  lines: order.lines.map((line) => ({ line_id: line.id, quantity: 0 })),
  reason: '',
  restock: 'shelf',
  warehouse_id: order.warehouse_id,
  restock_shelf_id: null,
  refund_method: 'credit_note',
  override_reason: '',
});

/** The form's rows with pieces to return, with their index in the form (the server names lines by the payload's index). */
const chosenRows = (values: ReturnFormValues) =>
  values.lines.flatMap((line, formIndex) => (line.quantity ? [{ formIndex, line_id: line.line_id, quantity: line.quantity }] : []));

/** The payload of POST /orders/:id/returns (orderReturnSchema). */
export const returnPayload = (values: ReturnFormValues) => ({
  lines: chosenRows(values).map(({ line_id, quantity }) => ({ line_id, quantity })),
  reason: values.reason,
  restock_shelf_id: values.restock === 'write_off' ? null : values.restock_shelf_id,
  refund_method: values.refund_method,
  override_reason: values.override_reason,
});

/** The server's `lines.<payload index>.quantity` errors moved to the form row they came from. */
export const formErrorsOf = (values: ReturnFormValues, errors: Record<string, string>) => {
  const rows = chosenRows(values);
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => {
      const [, index, rest] = field.match(/^lines\.(\d+)\.(.+)$/) ?? [];
      const row = index === undefined ? undefined : rows[Number(index)];
      return [row ? `lines.${row.formIndex}.${rest}` : field, message];
    }),
  );
};

/** Restocking names a shelf (a return's or an exchange's form). */
export const restockCheck = (values: { restock: RestockChoice; restock_shelf_id: number | null }) =>
  values.restock === 'shelf' && !values.restock_shelf_id ? { restock_shelf_id: { message: 'ra.validation.required', args: {} } } : {};

export const overRemainder = (remaining: number): FieldError => ({ message: 'server.order_return_over_remainder', args: { remaining } });

/**
 * What the schema cannot know: no row asks for more pieces than are left to return on its line, and
 * restocking names a shelf.
 */
export const returnFormChecks = (order: ReturnableOrder) => (formValues: Record<string, unknown>) => {
  const values = formValues as unknown as ReturnFormValues;
  // Sparse, as react-admin reads an array input's errors: rows without a problem have no entry.
  const lines: { quantity: FieldError }[] = [];
  values.lines.forEach((row, index) => {
    const remaining = remainingOf(order.lines[index]!);
    if ((row.quantity ?? 0) > remaining) lines[index] = { quantity: overRemainder(remaining) };
  });
  return { ...(lines.length ? { lines } : {}), ...restockCheck(values) };
};
