import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { AutocompleteInput, ReferenceInput, useGetOne, useTranslate } from 'react-admin';
import { FormDialogButton } from '../../../components/FormDialogButton';
import { RETURNABLE_STATUSES } from '@domain/orders/states';
import type { ReturnableOrder } from './returnForm';
import type { OrderDialog } from './ReturnableOrderButton';

/** A return or an exchange started from its list: find the shipped or delivered order by its number, then `dialog` on it. */
export const NewFromOrderButton = ({ label, dialog: OrderDialogOf }: { label: string; dialog: OrderDialog }) => {
  const translate = useTranslate();
  const [orderId, setOrderId] = useState<number>();
  const { data: found } = useGetOne<ReturnableOrder>('orders', { id: orderId ?? 0 }, { enabled: orderId !== undefined });
  // Until the order itself comes, react-admin may offer its list row, which has no lines.
  const order = found?.id === orderId && Array.isArray(found?.lines) ? found : undefined;
  const chosen = (values: Record<string, unknown>) => {
    if (!values.order_id) return { order_id: { message: 'ra.validation.required', args: {} } };
    setOrderId(Number(values.order_id));
  };
  return (
    <>
      <FormDialogButton
        label={label}
        icon={<AddIcon />}
        title={translate('resources.return-orders.choose_order')}
        saveLabel="resources.return-orders.continue"
        onSubmit={chosen}
      >
        <ReferenceInput source="order_id" reference="orders" filter={{ status: RETURNABLE_STATUSES }}>
          <AutocompleteInput label="resources.return-orders.fields.order_number" optionText="number" fullWidth />
        </ReferenceInput>
      </FormDialogButton>
      <OrderDialogOf order={order} open={orderId !== undefined} onClose={() => setOrderId(undefined)} />
    </>
  );
};
