import { REFUND_METHODS } from '@domain/orders/schemas';

/** How a return's money went back, as the list and the return form name it. */
export const refundMethodChoices = REFUND_METHODS.map((method) => ({ id: method, name: `resources.return-orders.refund_methods.${method}` }));
