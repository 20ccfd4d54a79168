import { PAYMENT_METHODS, RECORDED_METHODS } from '@domain/orders/payments';

/** A payment method's label key. */
export const methodLabel = (method: string) => `resources.orders.payment_methods.${method}`;

/** The methods staff record a payment with; every method a payment may have (credit notes too), for showing one. */
export const methodChoices = PAYMENT_METHODS.map((id) => ({ id, name: methodLabel(id) }));
export const recordedMethodChoices = RECORDED_METHODS.map((id) => ({ id, name: methodLabel(id) }));
