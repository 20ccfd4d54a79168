import { Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { MoneyField } from '../variants/moneyField';
import { orderField } from './orderChoices';
import type { OrderRecord } from './orderRecord';

/**
 * The order's totals as priced when placed; the detailed layout shows the tax's CGST / SGST or IGST
 * parts and whether prices included tax.
 */
export const OrderTotals = ({ detailed = false }: { detailed?: boolean }) => {
  const order = useRecordContext<OrderRecord>();
  const translate = useTranslate();
  if (!order) return null;
  const gst = order.intra_state ? ['cgst', 'sgst'] : ['igst'];
  const rows = ['subtotal', 'discount', 'shipping', 'tax', ...(detailed ? gst : []), 'total', 'paid', 'refunded'];
  return (
    <>
      <Table size="small" aria-label={translate('resources.orders.sections.totals')}>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row}>
              <TableCell component="th" scope="row" sx={{ pl: gst.includes(row) ? 4 : undefined, fontWeight: row === 'total' ? 'bold' : undefined }}>
                {translate(orderField(row))}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: row === 'total' ? 'bold' : undefined }}>
                <MoneyField source={row} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {detailed && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate(order.intra_state ? 'resources.orders.intra_state' : 'resources.orders.inter_state')}
        </Typography>
      )}
    </>
  );
};
