import { Typography } from '@mui/material';
import { RecordContextProvider, useRecordContext, useTranslate } from 'react-admin';
import { LocaleNumberField } from '../../fields/LocaleNumberField';
import { SmallTable } from '../../components/SmallTable';
import { Code, TranslatedWithCodes } from '../../fields/CodeText';
import { MoneyField } from '../variants/moneyField';
import type { OrderLine, OrderRecord } from './orderRecord';

type Column = Exclude<keyof OrderLine, 'id' | 'sku' | 'gross' | 'hsn_code'>;

/** The item's title with its SKU and HSN code under it (the detailed layout's many columns leave no room for them side by side). */
const ItemCell = () => {
  const line = useRecordContext<OrderLine>();
  return (
    <>
      {line?.title}
      <Typography variant="caption" color="text.secondary" display="block">
        {line?.hsn_code ? <TranslatedWithCodes message="resources.orders.line.sku_hsn" codes={{ sku: line.sku, hsn: line.hsn_code }} /> : <Code>{line?.sku}</Code>}
      </Typography>
    </>
  );
};

const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 2 };
const fromBasisPoints = (value: number) => value / 10_000;

const cellOf = (column: Column) => {
  if (column === 'title') return <ItemCell />;
  if (column === 'tax_rate') return <LocaleNumberField source="tax_rate" transform={fromBasisPoints} options={PERCENT} />;
  if (column === 'quantity' || column === 'returned_quantity') return <LocaleNumberField source={column} />;
  return <MoneyField source={column} />;
};

/**
 * The order's lines as placed. The detailed layout adds the GST breakdown: CGST and SGST within the
 * state, IGST between states (only the pair the order was taxed with), and what was returned.
 */
export const OrderLines = ({ detailed = false }: { detailed?: boolean }) => {
  const order = useRecordContext<OrderRecord>();
  const translate = useTranslate();
  if (!order?.lines) return null;
  const gst: Column[] = order.intra_state ? ['cgst', 'sgst'] : ['igst'];
  const columns: Column[] = detailed
    ? ['title', 'quantity', 'unit_price', 'discount', 'net', 'tax_rate', ...gst, 'tax', 'returned_quantity']
    : ['title', 'quantity', 'unit_price', 'net'];
  return (
    <SmallTable
      label={translate('resources.orders.sections.lines')}
      rows={order.lines}
      rowKey={(line) => line.id}
      columns={columns.map((column) => ({
        header: `resources.orders.line.${column}`,
        align: column === 'title' ? undefined : 'right',
        cell: (line: OrderLine) => <RecordContextProvider value={line}>{cellOf(column)}</RecordContextProvider>,
      }))}
    />
  );
};
