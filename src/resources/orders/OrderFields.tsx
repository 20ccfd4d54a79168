import { Chip, Typography, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { OrderStatus, PaymentStatus } from '@domain/orders/states';

const STATUS_COLORS: Record<OrderStatus, ChipProps['color']> = {
  placed: 'default',
  confirmed: 'info',
  picked: 'info',
  packed: 'info',
  shipped: 'primary',
  delivered: 'success',
  cancelled: 'error',
};

const PAYMENT_COLORS: Record<PaymentStatus, ChipProps['color']> = {
  pending: 'warning',
  partially_paid: 'warning',
  paid: 'success',
  partially_refunded: 'info',
  refunded: 'default',
  voided: 'default',
};

interface ChipRecord {
  status: OrderStatus;
  payment_status: PaymentStatus;
  channel: string;
  customer_name: string;
  customer_email: string;
}

/** The order's status in the state machine, as a coloured chip. */
export const OrderStatusChip = () => {
  const record = useRecordContext<ChipRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <Chip size="small" variant="outlined" sx={{ alignSelf: 'flex-start' }} color={STATUS_COLORS[record.status]} label={translate(`resources.orders.status.${record.status}`)} />;
};

/** The order's payment status, as a coloured chip. */
export const PaymentStatusChip = () => {
  const record = useRecordContext<ChipRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <Chip size="small" variant="outlined" sx={{ alignSelf: 'flex-start' }} color={PAYMENT_COLORS[record.payment_status]} label={translate(`resources.orders.payment_status.${record.payment_status}`)} />;
};

/** Where the order was placed: web, mobile, a store (offline) or staff's admin checkout. */
export const ChannelField = () => {
  const record = useRecordContext<ChipRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography variant="body2" component="span">
      {translate(`resources.orders.channel.${record.channel}`)}
    </Typography>
  );
};

/** Who bought it: the name, the email under it (the list's columns leave no room for both side by side). */
export const CustomerField = () => {
  const record = useRecordContext<ChipRecord>();
  if (!record) return null;
  return (
    <Typography variant="body2" component="span">
      {record.customer_name}
      <Typography variant="caption" color="text.secondary" component="span" display="block">
        {record.customer_email}
      </Typography>
    </Typography>
  );
};
