import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { ORDER_TRANSITIONS, type OrderAction } from '@domain/orders/states';
import type { ConsoleDataProvider } from '../../providers/dataProvider';

export interface OrderActionVariables {
  id: Identifier;
  /** A move of the state machine (confirm, ship, ...) or `notes`. */
  name: string;
  data?: Record<string, unknown>;
}

/**
 * Posts a move or a note on one order (POST /orders/:id/<name>), then says `done` and reloads the
 * order, its timeline grown. A refusal (the server's 409 for a move the order cannot take) is shown
 * in the staff member's language; `mutateAsync` callers read its field errors themselves.
 */
export const useOrderAction = (done: (variables: OrderActionVariables) => [string, Record<string, unknown>?]) => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, name, data }: OrderActionVariables) => dataProvider.action('orders', { id, name, data }),
    onSuccess: (_result, variables) => {
      const [message, messageArgs] = done(variables);
      notify(message, { type: 'info', messageArgs });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
};

/** A move of the state machine on `order`, told as "Order SO-0001234 is now packed". */
export const useOrderMove = (order: { number: string }) => {
  const translate = useTranslate();
  return useOrderAction(({ name }) => [
    'resources.orders.moved',
    { number: order.number, status: translate(`resources.orders.status.${ORDER_TRANSITIONS[name as OrderAction].to}`).toLowerCase() },
  ]);
};
