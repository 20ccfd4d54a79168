import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { Labeled, TextField, useRecordContext, useTranslate } from 'react-admin';
import type { OrderAddress } from '../../domain/orders/schemas';
import { LocaleDateField } from '../../fields/LocaleDateField';
import { MoneyField } from '../variants/moneyField';
import { ChannelField, OrderStatusChip, PaymentStatusChip } from './OrderFields';
import { orderField } from './orderChoices';
import type { OrderRecord } from './orderRecord';
import { OrderSection } from './OrderSection';

const Grid = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 1 }}>{children}</Box>
);

/** The order at a glance: number, state, payment, where and when it was placed, who bought it. */
export const OrderSummary = () => (
  <Grid>
    <Labeled label={orderField('number')}>
      <TextField source="number" />
    </Labeled>
    <Labeled label={orderField('status')}>
      <OrderStatusChip />
    </Labeled>
    <Labeled label={orderField('payment_status')}>
      <PaymentStatusChip />
    </Labeled>
    <Labeled label={orderField('channel')}>
      <ChannelField />
    </Labeled>
    <Labeled label={orderField('store_name')}>
      <TextField source="store_name" emptyText="—" />
    </Labeled>
    <Labeled label={orderField('placed_at')}>
      <LocaleDateField source="placed_at" showTime />
    </Labeled>
    <Labeled label={orderField('customer_name')}>
      <TextField source="customer_name" />
    </Labeled>
    <Labeled label={orderField('customer_email')}>
      <TextField source="customer_email" />
    </Labeled>
  </Grid>
);

/** An address as the order kept it when placed. */
const AddressLines = ({ address }: { address: OrderAddress | null }) => {
  const translate = useTranslate();
  if (!address) return <Typography variant="body2">{translate('resources.orders.no_address')}</Typography>;
  const lines = [address.name, address.line1, address.line2, `${address.city}, ${address.state} ${address.pincode}`.trim(), address.country, address.mobile];
  return (
    <Typography variant="body2" component="address" sx={{ fontStyle: 'normal' }}>
      {lines.filter(Boolean).map((line) => (
        <span key={line} style={{ display: 'block' }}>
          {line}
        </span>
      ))}
    </Typography>
  );
};

/** The detailed layout's side column: addresses, payment and the fulfilment facts. */
export const OrderSideFacts = () => {
  const order = useRecordContext<OrderRecord>();
  if (!order) return null;
  return (
    <>
      <OrderSection title="resources.orders.sections.shipping_address">
        <AddressLines address={order.shipping_address} />
      </OrderSection>
      <OrderSection title="resources.orders.sections.billing_address">
        <AddressLines address={order.billing_address} />
      </OrderSection>
      <OrderSection title="resources.orders.sections.payment">
        <Grid>
          <Labeled label={orderField('payment_status')}>
            <PaymentStatusChip />
          </Labeled>
          <Labeled label={orderField('payment_method')}>
            <TextField source="payment_method" emptyText="—" />
          </Labeled>
          <Labeled label={orderField('paid')}>
            <MoneyField source="paid" />
          </Labeled>
          <Labeled label={orderField('refunded')}>
            <MoneyField source="refunded" />
          </Labeled>
        </Grid>
      </OrderSection>
      <OrderSection title="resources.orders.sections.fulfilment">
        <Grid>
          <Labeled label={orderField('status')}>
            <OrderStatusChip />
          </Labeled>
          <Labeled label={orderField('store_name')}>
            <TextField source="store_name" emptyText="—" />
          </Labeled>
          <Labeled label={orderField('carrier')}>
            <TextField source="carrier" emptyText="—" />
          </Labeled>
          <Labeled label={orderField('tracking_number')}>
            <TextField source="tracking_number" emptyText="—" />
          </Labeled>
          <Labeled label={orderField('shipped_at')}>
            <LocaleDateField source="shipped_at" showTime />
          </Labeled>
          <Labeled label={orderField('delivered_at')}>
            <LocaleDateField source="delivered_at" showTime />
          </Labeled>
          <Labeled label={orderField('cancelled_at')}>
            <LocaleDateField source="cancelled_at" showTime />
          </Labeled>
        </Grid>
      </OrderSection>
    </>
  );
};
