import type { ReactElement, ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { Labeled, SelectField, TextField, useRecordContext, useTranslate } from 'react-admin';
import type { OrderAddress } from '@domain/orders/schemas';
import { LocaleDateField } from '../../fields/LocaleDateField';
import { useIntlLocale } from '../../i18n/intlLocale';
import { MoneyField } from '../variants/moneyField';
import { ChannelField, OrderStatusChip, PaymentStatusChip } from './OrderFields';
import { orderField } from './orderChoices';
import type { OrderRecord } from './orderRecord';
import { OrderSection } from './OrderSection';
import { recordedMethodChoices } from './payments/paymentChoices';

/** Facts in columns; a long value (an email) breaks inside its own column instead of running into the next. */
const Grid = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 1, '& > *': { minWidth: 0, overflowWrap: 'anywhere' } }}>{children}</Box>
);

/** One fact of the order: the label of its field over its value. */
const Fact = ({ field, children }: { field: string; children: ReactElement }) => <Labeled label={orderField(field)}>{children}</Labeled>;

/** A fact the order holds as text; with `optional`, a dash when it has none. */
const TextFact = ({ source, optional = false }: { source: string; optional?: boolean }) => (
  <Fact field={source}>
    <TextField source={source} emptyText={optional ? '—' : undefined} />
  </Fact>
);

/** The buyer's email, breaking after its @ when its column is narrow (a <wbr>: a copy of it stays whole). */
const EmailFact = () => {
  const email = useRecordContext<OrderRecord>()?.customer_email ?? '';
  const at = email.indexOf('@') + 1;
  return (
    <Fact field="customer_email">
      <Typography variant="body2" component="span">
        {email.slice(0, at)}
        <wbr />
        {email.slice(at)}
      </Typography>
    </Fact>
  );
};

const TimeFact = ({ source }: { source: string }) => (
  <Fact field={source}>
    <LocaleDateField source={source} showTime />
  </Fact>
);

const MoneyFact = ({ source }: { source: string }) => (
  <Fact field={source}>
    <MoneyField source={source} />
  </Fact>
);

/** The order at a glance: number, state, payment, where and when it was placed, who bought it. */
export const OrderSummary = () => (
  <Grid>
    <TextFact source="number" />
    <Fact field="status"><OrderStatusChip /></Fact>
    <Fact field="payment_status"><PaymentStatusChip /></Fact>
    <Fact field="channel"><ChannelField /></Fact>
    <TextFact source="store_name" optional />
    <TimeFact source="placed_at" />
    <TextFact source="customer_name" />
    <EmailFact />
    <TextFact source="buyer_gstin" optional />
    <TextFact source="invoice_number" optional />
  </Grid>
);

/** A country code (IN) by its name in the reader's language (India, Inde); the code itself if Intl does not know it. */
const countryName = (code: string | undefined, locale: string) => {
  if (!code) return code;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** An address as the order kept it when placed. */
const AddressLines = ({ address }: { address: OrderAddress | null }) => {
  const translate = useTranslate();
  const locale = useIntlLocale();
  if (!address) return <Typography variant="body2">{translate('resources.orders.no_address')}</Typography>;
  const lines = [address.name, address.line1, address.line2, `${address.city}, ${address.state} ${address.pincode}`.trim(), countryName(address.country, locale), address.mobile];
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
          <Fact field="payment_status"><PaymentStatusChip /></Fact>
          <Fact field="payment_method">
            <SelectField source="payment_method" choices={recordedMethodChoices} emptyText="—" />
          </Fact>
          <MoneyFact source="paid" />
          <MoneyFact source="refunded" />
          <MoneyFact source="credited" />
        </Grid>
      </OrderSection>
      <OrderSection title="resources.orders.sections.fulfilment">
        <Grid>
          <Fact field="status"><OrderStatusChip /></Fact>
          <TextFact source="store_name" optional />
          <TextFact source="carrier" optional />
          <TextFact source="tracking_number" optional />
          <TimeFact source="shipped_at" />
          <TimeFact source="delivered_at" />
          <TimeFact source="cancelled_at" />
        </Grid>
      </OrderSection>
    </>
  );
};
