import { useRecordContext, useTranslate } from 'react-admin';
import { formatRupees } from '../variants/moneyField';
import { useIntlLocale } from '../../i18n/intlLocale';

/** What a discount takes off: rupees for a fixed amount, a percentage otherwise (buy X get Y: off each free piece). */
export const DiscountValueField = () => {
  const record = useRecordContext<{ kind: string; value: number; buy_quantity: number; get_quantity: number }>();
  const translate = useTranslate();
  const locale = useIntlLocale();
  if (!record) return null;
  if (record.kind === 'fixed') return <>{formatRupees(record.value, locale)}</>;
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(record.value / 10_000);
  if (record.kind === 'buy_x_get_y') return <>{translate('resources.discounts.buy_get', { buy: record.buy_quantity, get: record.get_quantity, percent })}</>;
  return <>{percent}</>;
};
