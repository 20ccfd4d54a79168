import UndoIcon from '@mui/icons-material/Undo';
import { TextInput, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { orderRefundSchema } from '@domain/orders/payments';
import { FormDialogButton } from '../../../components/FormDialogButton';
import { useZodValidator } from '../../../forms/zodValidator';
import { useIntlLocale } from '../../../i18n/intlLocale';
import type { ConsoleDataProvider } from '../../../providers/dataProvider';
import { MoneyInput } from '../../variants/money';
import { formatRupees } from '../../variants/moneyField';
import { orderField } from '../orderChoices';
import type { OrderPayment } from '../orderRecord';
import { OverrideReasonInput } from './OverrideReasonInput';
import { methodLabel } from './paymentChoices';

/**
 * Money back to the payment in the row's record, by its method (POST /orders/:id/refunds): what it has
 * left by default, with a reason; beyond what the order's payments left only with a permitted reason.
 */
export const RefundButton = ({ orderId }: { orderId: number }) => {
  const payment = useRecordContext<OrderPayment>();
  const translate = useTranslate();
  const locale = useIntlLocale();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const validate = useZodValidator(orderRefundSchema, { toPayload: (values) => ({ ...values, payment_id: payment?.id }) });
  if (!payment) return null;
  const left = payment.amount - payment.refunded;
  const amount = formatRupees(payment.amount, locale);
  return (
    <FormDialogButton
      label="resources.orders.payments.refund"
      icon={<UndoIcon />}
      title={translate('resources.orders.payments.refund_title', { method: translate(methodLabel(payment.method)), amount })}
      record={{ amount: left, reference: '', reason: '', override_reason: '' }}
      validate={validate}
      onSubmit={async (values) => {
        await dataProvider.action('orders', { id: orderId, name: 'refunds', data: { ...values, payment_id: payment.id } });
      }}
      done={{ message: 'resources.orders.payments.refunded' }}
    >
      <MoneyInput source="amount" label={orderField('amount')} />
      <TextInput source="reference" label={orderField('reference')} fullWidth />
      <TextInput source="reason" label={orderField('reason')} multiline fullWidth />
      <OverrideReasonInput />
    </FormDialogButton>
  );
};
