import { IconButton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate, type Identifier } from 'react-admin';
import { LocaleNumberField } from '../../../fields/LocaleNumberField';
import { MoneyField } from '../../variants/moneyField';
import type { CartLine } from './cartApi';
import { QuantityInput } from './QuantityInput';

interface CartLinesTableProps {
  lines: CartLine[];
  /** Editable lines: quantities and removal (the cart page); without it, read only (checkout). */
  onQuantity?: (variantId: Identifier, quantity: number) => Promise<unknown>;
  /** The server's refusals by line (`lines.<variant id>`), e.g. not enough stock. */
  errors?: Record<string, string>;
}

const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 2 };

/** The cart's lines with the server's prices and GST preview; money only formatted here. */
export const CartLinesTable = ({ lines, onQuantity, errors = {} }: CartLinesTableProps) => {
  const translate = useTranslate();
  const label = (field: string) => translate(`resources.carts.fields.${field}`);
  if (!lines.length) return <Typography color="text.secondary">{translate('resources.carts.empty')}</Typography>;
  const discounted = lines.some((line) => line.discount > 0);
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{label('title')}</TableCell>
          <TableCell align="right">{label('unit_price')}</TableCell>
          <TableCell align="right">{label('quantity')}</TableCell>
          {discounted && <TableCell align="right">{label('discount')}</TableCell>}
          <TableCell align="right">{label('tax_rate')}</TableCell>
          <TableCell align="right">{label('tax')}</TableCell>
          <TableCell align="right">{label('net')}</TableCell>
          {onQuantity && <TableCell />}
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => {
          const refusal = errors[`lines.${line.variant_id}`];
          return (
            <TableRow key={line.variant_id} data-testid={`cart-line-${line.sku}`}>
              <TableCell>
                <Typography variant="body2">{line.title}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {[line.sku, line.barcode].filter(Boolean).join(' · ')}
                </Typography>
                {refusal && (
                  <Typography variant="body2" color="error" role="alert">
                    {refusal}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">
                <MoneyField source="unit_price" record={line} />
              </TableCell>
              <TableCell align="right">
                {onQuantity ? <QuantityInput key={line.quantity} sku={line.sku} quantity={line.quantity} onChange={(quantity) => onQuantity(line.variant_id, quantity)} /> : line.quantity}
              </TableCell>
              {discounted && (
                <TableCell align="right" data-testid={`cart-line-discount-${line.sku}`}>
                  {line.discount > 0 ? <MoneyField source="discount" record={{ ...line, discount: -line.discount }} /> : null}
                  {line.steal_units > 0 && (
                    <Typography variant="caption" color="secondary" component="div">
                      {translate('resources.carts.steal_units', { smart_count: line.steal_units })}
                    </Typography>
                  )}
                </TableCell>
              )}
              <TableCell align="right">
                <LocaleNumberField source="tax_rate" record={line} transform={(rate: number) => rate / 10_000} options={PERCENT} />
              </TableCell>
              <TableCell align="right">
                <MoneyField source="tax" record={line} />
              </TableCell>
              <TableCell align="right">
                <MoneyField source="net" record={line} />
              </TableCell>
              {onQuantity && (
                <TableCell padding="checkbox">
                  <IconButton aria-label={translate('resources.carts.remove', { sku: line.sku })} onClick={() => void onQuantity(line.variant_id, 0)}>
                    <DeleteIcon />
                  </IconButton>
                </TableCell>
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
};
