import { FULFILMENT_STAGE_NAMES } from '@domain/orders/fulfilment';
import { ORDER_CHANNELS, ORDER_STATUSES, PAYMENT_STATUSES, type OrderAction } from '@domain/orders/states';

/** The order screens' labels: the orders resource's, also on the offline orders' screens. */
export const orderField = (field: string) => `resources.orders.fields.${field}`;

const choices = (values: readonly string[], group: string) => values.map((id) => ({ id, name: `resources.orders.${group}.${id}` }));

/** Choices of the list filters, labelled by the resource's messages. */
export const orderStatusChoices = choices(ORDER_STATUSES, 'status');
export const paymentStatusChoices = choices(PAYMENT_STATUSES, 'payment_status');
export const channelChoices = choices(ORDER_CHANNELS, 'channel');
export const fulfilmentChoices = choices(FULFILMENT_STAGE_NAMES, 'fulfilment');

/** A move's button label. */
export const actionLabel = (action: OrderAction) => `resources.orders.actions.${action}`;
