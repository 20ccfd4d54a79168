import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { fieldErrorsOf } from '../../../forms/fieldErrorsOf';
import type { ConsoleDataProvider } from '../../../providers/dataProvider';

/**
 * The submit of an after-sales form (a return, an exchange): posts `action` on the order, tells what it
 * made (`notice`), refreshes the view and closes (`onDone`). A refusal's field messages go back to the
 * form through `fieldsOf` (the form's own field names); any other refusal shows as a notification.
 */
export const useAfterSalesSubmit = <Made, Values>({
  orderId,
  action,
  payloadOf,
  notice,
  fieldsOf,
  onDone,
}: {
  orderId: number;
  action: string;
  payloadOf: (values: Values) => Record<string, unknown>;
  notice: (made: Made) => { message: string; args: Record<string, unknown> };
  fieldsOf: (values: Values, fields: Record<string, string>) => Record<string, unknown>;
  onDone: () => void;
}) => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  return async (formValues: Record<string, unknown>) => {
    const values = formValues as unknown as Values;
    try {
      const { data } = await dataProvider.action<Made>('orders', { id: orderId, name: action, data: payloadOf(values) });
      const { message, args } = notice(data);
      notify(message, { type: 'success', messageArgs: args });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) return fieldsOf(values, fields);
      notify((error as Error).message, { type: 'error' });
      return undefined;
    }
    refresh();
    onDone();
    return undefined;
  };
};
