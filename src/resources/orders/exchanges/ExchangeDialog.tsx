import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Stack } from '@mui/material';
import { AutocompleteInput, Form, NumberInput, ReferenceInput, SaveButton, SelectInput, TextInput } from 'react-admin';
import { orderExchangeSchema } from '@domain/orders/schemas';
import { useZodValidator } from '../../../forms/zodValidator';
import { useIntlLocale } from '../../../i18n/intlLocale';
import { formatRupees } from '../../variants/moneyField';
import { OverrideReasonInput } from '../payments/OverrideReasonInput';
import { AfterSalesDialog } from '../returns/AfterSalesDialog';
import { RestockInput } from '../returns/RestockInput';
import type { ReturnableOrder } from '../returns/returnForm';
import { useAfterSalesSubmit } from '../returns/useAfterSalesSubmit';
import { ExchangeSettlement } from './ExchangeSettlement';
import { exchangeableLines, exchangeFormChecks, exchangePayload, initialExchangeValues, type ExchangeFormValues } from './exchangeForm';

const toPayload = (values: Record<string, unknown>) => exchangePayload(values as unknown as ExchangeFormValues);

interface Made {
  credit_note: string | null;
  payment_due: number;
}

/** The exchange form of one order: a line and pieces, the variant sent instead and from which warehouse, the goods coming back. */
const ExchangeForm = ({ order, onDone }: { order: ReturnableOrder; onDone: () => void }) => {
  const validate = useZodValidator(orderExchangeSchema, { toPayload, formChecks: exchangeFormChecks(order) });
  const locale = useIntlLocale();
  const lineChoices = exchangeableLines(order).map((line) => ({ id: line.id, name: `${line.sku} · ${line.title}` }));
  const submit = useAfterSalesSubmit<Made, ExchangeFormValues>({
    orderId: order.id,
    action: 'exchanges',
    payloadOf: exchangePayload,
    notice: (made) => ({
      message: `resources.exchange-orders.${made.credit_note ? 'made_with_note' : made.payment_due > 0 ? 'made_with_due' : 'made'}`,
      args: { number: made.credit_note, amount: formatRupees(made.payment_due, locale) },
    }),
    fieldsOf: (_values, fields) => fields,
    onDone,
  });
  return (
    <Form record={initialExchangeValues(order)} validate={validate} onSubmit={submit} noValidate>
      <Stack spacing={1}>
        <SelectInput source="line_id" label="resources.exchange-orders.fields.line_id" choices={lineChoices} fullWidth />
        <NumberInput source="quantity" label="resources.exchange-orders.fields.quantity" min={1} step={1} />
        <ReferenceInput source="new_variant_id" reference="variants">
          <AutocompleteInput label="resources.exchange-orders.fields.new_variant_id" optionText="sku" fullWidth />
        </ReferenceInput>
        <ExchangeSettlement lines={order.lines} />
        <TextInput source="reason" label="resources.exchange-orders.fields.reason" multiline minRows={2} fullWidth />
        <RestockInput warehouseAlways />
        <OverrideReasonInput />
        <SaveButton label="resources.exchange-orders.action" icon={<SwapHorizIcon />} alwaysEnable />
      </Stack>
    </Form>
  );
};

/** A dialog holding the exchange form of `order`. */
export const ExchangeDialog = (props: { order: ReturnableOrder | undefined; open: boolean; onClose: () => void }) => (
  <AfterSalesDialog {...props} title="resources.exchange-orders.title" maxWidth="sm" form={ExchangeForm} />
);
