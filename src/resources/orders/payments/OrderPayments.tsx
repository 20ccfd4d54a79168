import type { ReactElement } from 'react';
import { Box } from '@mui/material';
import { Labeled, useRecordContext } from 'react-admin';
import { dueOf } from '@domain/orders/payments';
import { MoneyField } from '../../variants/moneyField';
import { orderField } from '../orderChoices';
import type { OrderRecord } from '../orderRecord';
import { PaymentList } from './PaymentList';
import { RecordPaymentForm } from './RecordPaymentForm';
import { useKnownCanAccess } from '../../../access/useKnownCanAccess';

const Figure = ({ field, children }: { field: string; children: ReactElement }) => <Labeled label={orderField(field)}>{children}</Labeled>;

/**
 * The order's money: what it charged, was paid, still owes, gave back and credited; its payments and
 * refunds; and, for staff who may edit orders, the form that records a payment while something is due.
 */
export const OrderPayments = () => {
  const order = useRecordContext<OrderRecord>();
  const { canAccess } = useKnownCanAccess({ resource: 'orders', action: 'edit' });
  if (!order?.payments) return null;
  const due = dueOf({ total: order.total, exchange_due: order.exchange_due ?? 0, paid: order.paid, refunded: order.refunded, credited: order.credited ?? 0 });
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 1, mb: 1 }} data-testid="order-money">
        <Figure field="total"><MoneyField source="total" /></Figure>
        <Figure field="paid"><MoneyField source="paid" /></Figure>
        <Figure field="due"><MoneyField source="due" record={{ id: order.id, due }} /></Figure>
        <Figure field="refunded"><MoneyField source="refunded" /></Figure>
        <Figure field="credited"><MoneyField source="credited" /></Figure>
      </Box>
      <PaymentList orderId={order.id} canRefund={Boolean(canAccess)} />
      {canAccess && order.status !== 'cancelled' && due > 0 && <RecordPaymentForm order={order} due={due} />}
    </>
  );
};
