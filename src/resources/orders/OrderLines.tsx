import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { RecordContextProvider, useRecordContext, useTranslate } from 'react-admin';
import { LocaleNumberField } from '../../fields/LocaleNumberField';
import { MoneyField } from '../variants/moneyField';
import type { OrderLine, OrderRecord } from './orderRecord';

type Column = Exclude<keyof OrderLine, 'id' | 'sku' | 'gross' | 'hsn_code'>;

/** The item's title with its SKU and HSN code under it (the detailed layout's many columns leave no room for them side by side). */
const ItemCell = () => {
  const line = useRecordContext<OrderLine>();
  const translate = useTranslate();
  return (
    <>
      {line?.title}
      <Typography variant="caption" color="text.secondary" display="block">
        {line?.hsn_code ? translate('resources.orders.line.sku_hsn', { sku: line.sku, hsn: line.hsn_code }) : line?.sku}
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
    <Table size="small" aria-label={translate('resources.orders.sections.lines')}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column} align={column === 'title' ? 'left' : 'right'}>
              {translate(`resources.orders.line.${column}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {order.lines.map((line) => (
          <RecordContextProvider key={line.id} value={line}>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column} align={column === 'title' ? 'left' : 'right'}>
                  {cellOf(column)}
                </TableCell>
              ))}
            </TableRow>
          </RecordContextProvider>
        ))}
      </TableBody>
    </Table>
  );
};
