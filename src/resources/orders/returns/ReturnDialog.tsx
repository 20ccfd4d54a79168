import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import { Stack } from '@mui/material';
import { Form, RadioButtonGroupInput, SaveButton, TextInput } from 'react-admin';
import { orderReturnSchema, REFUND_METHODS } from '@domain/orders/schemas';
import { useZodValidator } from '../../../forms/zodValidator';
import { OverrideReasonInput } from '../payments/OverrideReasonInput';
import { ReturnLinesInput } from './ReturnLinesInput';
import { AfterSalesDialog } from './AfterSalesDialog';
import { RestockInput } from './RestockInput';
import { useAfterSalesSubmit } from './useAfterSalesSubmit';
import { formErrorsOf, initialReturnValues, returnFormChecks, returnPayload, type ReturnableOrder, type ReturnFormValues } from './returnForm';

const REFUND_CHOICES = REFUND_METHODS.map((method) => ({ id: method, name: `resources.return-orders.refund_methods.${method}` }));

const toPayload = (values: Record<string, unknown>) => returnPayload(values as unknown as ReturnFormValues);

/** The return form of one order: the pieces per line, a reason, where the goods go and how the money goes back. */
const ReturnForm = ({ order, onDone }: { order: ReturnableOrder; onDone: () => void }) => {
  const validate = useZodValidator(orderReturnSchema, { toPayload, formChecks: returnFormChecks(order) });
  const submit = useAfterSalesSubmit<{ refund: number; credit_note: string | null }, ReturnFormValues>({
    orderId: order.id,
    action: 'returns',
    payloadOf: returnPayload,
    notice: (made) => ({ message: made.credit_note ? 'resources.return-orders.made_with_note' : 'resources.return-orders.made', args: { number: made.credit_note } }),
    fieldsOf: formErrorsOf,
    onDone,
  });
  return (
    <Form record={initialReturnValues(order)} validate={validate} onSubmit={submit} noValidate>
      <Stack spacing={1}>
        <ReturnLinesInput lines={order.lines} />
        <TextInput source="reason" label="resources.return-orders.fields.reason" multiline minRows={2} fullWidth />
        <RestockInput />
        <RadioButtonGroupInput source="refund_method" label="resources.return-orders.fields.refund_method" choices={REFUND_CHOICES} row />
        <OverrideReasonInput />
        <SaveButton label="resources.return-orders.action" icon={<AssignmentReturnIcon />} alwaysEnable />
      </Stack>
    </Form>
  );
};

/** A dialog holding the return form of `order`. */
export const ReturnDialog = (props: { order: ReturnableOrder | undefined; open: boolean; onClose: () => void }) => (
  <AfterSalesDialog {...props} title="resources.return-orders.title" maxWidth="md" form={ReturnForm} />
);
