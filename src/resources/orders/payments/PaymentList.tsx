import { Typography } from '@mui/material';
import { ArrayField, SelectField, TextField, useRecordContext, useTranslate } from 'react-admin';
import { ConsoleDataTable } from '../../../list/ConsoleDataTable';
import { PAYMENT_KINDS } from '@domain/orders/payments';
import { LocaleDateField } from '../../../fields/LocaleDateField';
import { MoneyField } from '../../variants/moneyField';
import { orderField } from '../orderChoices';
import type { OrderPayment } from '../orderRecord';
import { RefundButton } from './RefundButton';
import { recordedMethodChoices } from './paymentChoices';

const kindChoices = PAYMENT_KINDS.map((id) => ({ id, name: `resources.orders.payment_kinds.${id}` }));

const NoPayments = () => {
  const translate = useTranslate();
  return <Typography variant="body2">{translate('resources.orders.payments.none')}</Typography>;
};

/** What went back to a payment so far; a refund's row has none. */
const RefundedCell = () => {
  const row = useRecordContext<OrderPayment>();
  return row?.kind === 'payment' ? <MoneyField source="refunded" /> : null;
};

/** A payment with something left to give back by its own method (store credit goes back as a credit note instead). */
const RefundCell = ({ orderId }: { orderId: number }) => {
  const row = useRecordContext<OrderPayment>();
  if (!row || row.kind !== 'payment' || row.method === 'credit_note' || row.amount <= row.refunded) return null;
  return <RefundButton orderId={orderId} />;
};

/** The order's payments and refunds, oldest first: when, what, how, its reference or reason, who recorded it; a refund button on each payment for staff who may. */
export const PaymentList = ({ orderId, canRefund }: { orderId: number; canRefund: boolean }) => (
  <ArrayField source="payments">
    <ConsoleDataTable bulkActionButtons={false} rowClick={false} empty={<NoPayments />}>
      <ConsoleDataTable.Col source="received_at" label={orderField('received_at')} disableSort>
        <LocaleDateField source="received_at" showTime />
      </ConsoleDataTable.Col>
      <ConsoleDataTable.Col source="kind" label={orderField('kind')} disableSort>
        <SelectField source="kind" choices={kindChoices} />
      </ConsoleDataTable.Col>
      <ConsoleDataTable.Col source="method" label={orderField('method')} disableSort>
        <SelectField source="method" choices={recordedMethodChoices} />
      </ConsoleDataTable.Col>
      <ConsoleDataTable.Col source="reference" label={orderField('reference')} disableSort>
        <TextField source="reference" emptyText="—" />
        <TextField source="reason" variant="caption" color="text.secondary" display="block" />
      </ConsoleDataTable.Col>
      <ConsoleDataTable.Col source="recorded_by" label={orderField('recorded_by')} disableSort>
        <TextField source="recorded_by" emptyText="—" />
      </ConsoleDataTable.Col>
      <ConsoleDataTable.Col source="amount" label={orderField('amount')} align="right" disableSort>
        <MoneyField source="amount" />
      </ConsoleDataTable.Col>
      <ConsoleDataTable.Col source="refunded" label={orderField('refunded')} align="right" disableSort>
        <RefundedCell />
      </ConsoleDataTable.Col>
      {canRefund && (
        <ConsoleDataTable.Col label="" disableSort>
          <RefundCell orderId={orderId} />
        </ConsoleDataTable.Col>
      )}
    </ConsoleDataTable>
  </ArrayField>
);
