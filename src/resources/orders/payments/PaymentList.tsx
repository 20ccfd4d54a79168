import type { ReactNode } from 'react';
import { Typography, useMediaQuery, type Theme } from '@mui/material';
import { ArrayField, RecordContextProvider, SelectField, TextField, useRecordContext, useTranslate } from 'react-admin';
import { ConsoleDataTable } from '../../../list/ConsoleDataTable';
import { SmallTable } from '../../../components/SmallTable';
import { PAYMENT_KINDS } from '@domain/orders/payments';
import { LocaleDateField } from '../../../fields/LocaleDateField';
import { MoneyField } from '../../variants/moneyField';
import { orderField } from '../orderChoices';
import type { OrderPayment, OrderRecord } from '../orderRecord';
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

const PaymentTable = ({ orderId, canRefund }: { orderId: number; canRefund: boolean }) => (
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

/** Each cell of a stacked row reads its payment from the record context, as the table's do. */
const inRow = (render: () => ReactNode) => (payment: OrderPayment) => <RecordContextProvider value={payment}>{render()}</RecordContextProvider>;

/** On a phone each payment is a block of labelled values (SmallTable's stacked rows), its refund button under them. */
const StackedPayments = ({ orderId, canRefund }: { orderId: number; canRefund: boolean }) => {
  const order = useRecordContext<OrderRecord>();
  const translate = useTranslate();
  if (!order?.payments?.length) return <NoPayments />;
  return (
    <SmallTable
      label={translate('resources.orders.sections.payments')}
      rows={order.payments}
      rowKey={(payment) => payment.id}
      columns={[
        { header: orderField('received_at'), cell: inRow(() => <LocaleDateField source="received_at" showTime />) },
        { header: orderField('kind'), cell: inRow(() => <SelectField source="kind" choices={kindChoices} />) },
        { header: orderField('method'), cell: inRow(() => <SelectField source="method" choices={recordedMethodChoices} />) },
        {
          header: orderField('reference'),
          cell: inRow(() => (
            <>
              <TextField source="reference" emptyText="—" />
              <TextField source="reason" variant="caption" color="text.secondary" display="block" />
            </>
          )),
        },
        { header: orderField('recorded_by'), cell: inRow(() => <TextField source="recorded_by" emptyText="—" />) },
        { header: orderField('amount'), align: 'right', cell: inRow(() => <MoneyField source="amount" />) },
        { header: orderField('refunded'), align: 'right', cell: inRow(() => <RefundedCell />) },
      ]}
      rowActions={canRefund ? inRow(() => <RefundCell orderId={orderId} />) : undefined}
    />
  );
};

/** The order's payments and refunds, oldest first: when, what, how, its reference or reason, who recorded it; a refund button on each payment for staff who may. */
export const PaymentList = (props: { orderId: number; canRefund: boolean }) => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return phone ? <StackedPayments {...props} /> : <PaymentTable {...props} />;
};
