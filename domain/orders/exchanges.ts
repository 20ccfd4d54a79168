import { refundFor } from './returns';

export interface ExchangeValues {
  /** What the pieces taken back were worth (as a return would refund them), minor units. */
  returned_value: number;
  /** What the pieces sent instead cost at their selling price, minor units. */
  new_value: number;
  /** Above zero the customer pays this much more; below zero a credit note gives it back. */
  difference: number;
}

/** The settlement of exchanging `quantity` pieces of a line for as many at `newUnitPrice`. */
export const exchangeValues = (line: { quantity: number; net: number; returned: number }, quantity: number, newUnitPrice: number): ExchangeValues => {
  const returnedValue = refundFor(line, quantity);
  const newValue = newUnitPrice * quantity;
  return { returned_value: returnedValue, new_value: newValue, difference: newValue - returnedValue };
};
