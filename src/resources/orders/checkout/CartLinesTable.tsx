import { IconButton, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate, type Identifier } from 'react-admin';
import { SmallTable } from '../../../components/SmallTable';
import { Code } from '../../../fields/CodeText';
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

/** The cart's lines with the server's prices and GST preview; money only formatted here. Stacked rows on a phone. */
export const CartLinesTable = ({ lines, onQuantity, errors = {} }: CartLinesTableProps) => {
  const translate = useTranslate();
  if (!lines.length) return <Typography color="text.secondary">{translate('resources.carts.empty')}</Typography>;
  const field = (name: string) => `resources.carts.fields.${name}`;
  const discounted = lines.some((line) => line.discount > 0);
  return (
    <SmallTable
      label={translate('resources.carts.sections.items')}
      rows={lines}
      rowKey={(line) => line.variant_id}
      rowTestId={(line) => `cart-line-${line.sku}`}
      columns={[
        {
          header: field('title'),
          cell: (line) => {
            const refusal = errors[`lines.${line.variant_id}`];
            return (
              <>
                <Typography variant="body2">{line.title}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {[line.sku, line.barcode].filter(Boolean).map((code, index) => (
                    <span key={code}>
                      {index > 0 && ' · '}
                      <Code>{code}</Code>
                    </span>
                  ))}
                </Typography>
                {refusal && (
                  <Typography variant="body2" color="error" role="alert">
                    {refusal}
                  </Typography>
                )}
              </>
            );
          },
        },
        { header: field('unit_price'), align: 'right', cell: (line) => <MoneyField source="unit_price" record={line} /> },
        {
          header: field('quantity'),
          align: 'right',
          cell: (line) =>
            onQuantity ? <QuantityInput key={line.quantity} sku={line.sku} quantity={line.quantity} onChange={(quantity) => onQuantity(line.variant_id, quantity)} /> : line.quantity,
        },
        ...(discounted
          ? [
              {
                header: field('discount'),
                align: 'right' as const,
                cell: (line: CartLine) => (
                  <span data-testid={`cart-line-discount-${line.sku}`}>
                    {line.discount > 0 ? <MoneyField source="discount" record={{ ...line, discount: -line.discount }} /> : null}
                    {line.steal_units > 0 && (
                      <Typography variant="caption" color="secondary" component="span" display="block">
                        {translate('resources.carts.steal_units', { smart_count: line.steal_units })}
                      </Typography>
                    )}
                  </span>
                ),
              },
            ]
          : []),
        {
          header: field('tax_rate'),
          align: 'right',
          cell: (line) => <LocaleNumberField source="tax_rate" record={line} transform={(rate: number) => rate / 10_000} options={PERCENT} />,
        },
        { header: field('tax'), align: 'right', cell: (line) => <MoneyField source="tax" record={line} /> },
        { header: field('net'), align: 'right', cell: (line) => <MoneyField source="net" record={line} /> },
      ]}
      rowActions={
        onQuantity &&
        ((line) => (
          <IconButton aria-label={translate('resources.carts.remove', { sku: line.sku })} onClick={() => void onQuantity(line.variant_id, 0)}>
            <DeleteIcon />
          </IconButton>
        ))
      }
    />
  );
};
