import { useState } from 'react';
import PaymentsIcon from '@mui/icons-material/Payments';
import { Box } from '@mui/material';
import { Form, SaveButton, SelectInput, TextInput } from 'react-admin';
import { orderPaymentSchema, PAYMENT_METHODS } from '@domain/orders/payments';
import { LocaleDateTimeInput } from '../../../fields/LocaleDateTimeInput';
import { fieldErrorsOf } from '../../../forms/fieldErrorsOf';
import { useZodValidator } from '../../../forms/zodValidator';
import { MoneyInput } from '../../variants/money';
import { orderField } from '../orderChoices';
import type { OrderRecord } from '../orderRecord';
import { useOrderAction } from '../useOrderAction';
import { methodChoices } from './paymentChoices';

const isRecordable = (method: string): method is (typeof PAYMENT_METHODS)[number] => (PAYMENT_METHODS as readonly string[]).includes(method);

/**
 * A payment received on the order (POST /orders/:id/payments): what is due and the method the order
 * was placed with by default, received now unless staff say when. Emptied once recorded.
 */
export const RecordPaymentForm = ({ order, due }: { order: OrderRecord; due: number }) => {
  const validate = useZodValidator(orderPaymentSchema);
  const [recorded, setRecorded] = useState(0);
  const { mutateAsync } = useOrderAction(() => ['resources.orders.payments.recorded']);
  const submit = async (values: Record<string, unknown>) => {
    try {
      await mutateAsync({ id: order.id, name: 'payments', data: values });
    } catch (error) {
      return fieldErrorsOf(error);
    }
    setRecorded((count) => count + 1);
    return undefined;
  };
  const method = isRecordable(order.payment_method) ? order.payment_method : 'cash';
  return (
    <Form key={`${recorded}-${due}`} record={{ amount: due, method, reference: '', received_at: null }} validate={validate} onSubmit={submit} noValidate>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, alignItems: 'flex-start' }}>
        <MoneyInput source="amount" label={orderField('amount')} fullWidth={false} />
        <SelectInput source="method" label={orderField('method')} choices={methodChoices} fullWidth={false} sx={{ minWidth: 220 }} />
        <TextInput source="reference" label={orderField('reference')} helperText="resources.orders.payments.reference_help" fullWidth={false} sx={{ minWidth: 320 }} />
        <LocaleDateTimeInput source="received_at" label={orderField('received_at')} helperText="resources.orders.payments.received_help" fullWidth={false} />
      </Box>
      <SaveButton label="resources.orders.payments.record" icon={<PaymentsIcon />} alwaysEnable />
    </Form>
  );
};
