import { Alert } from '@mui/material';
import { RecordContextProvider, useGetOne, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { exchangeValues } from '@domain/orders/exchanges';
import { MoneyField } from '../../variants/moneyField';
import type { ReturnableLine } from '../returns/returnForm';

/** What the exchange will settle as, before it is made: a credit note, a payment due, or nothing. */
export const ExchangeSettlement = ({ lines }: { lines: readonly ReturnableLine[] }) => {
  const translate = useTranslate();
  const [lineId, quantity, variantId] = useWatch({ name: ['line_id', 'quantity', 'new_variant_id'] }) as [number | null, number | null, number | null];
  const { data: variant } = useGetOne<{ id: number; price: number }>('variants', { id: variantId ?? 0 }, { enabled: Boolean(variantId) });
  const line = lines.find((candidate) => candidate.id === lineId);
  if (!line || !quantity || !variant || variant.id !== variantId) return null;
  const values = exchangeValues({ quantity: line.quantity, net: line.net, returned: line.returned_quantity }, quantity, variant.price);
  const settlement = values.difference > 0 ? 'payment_due' : values.difference < 0 ? 'credit_note' : 'even';
  return (
    <Alert severity={settlement === 'payment_due' ? 'warning' : 'info'}>
      {translate(`resources.exchange-orders.settlement.${settlement}`)}
      {settlement !== 'even' && (
        <RecordContextProvider value={{ amount: Math.abs(values.difference) }}>
          {' '}
          <MoneyField source="amount" />
        </RecordContextProvider>
      )}
    </Alert>
  );
};
