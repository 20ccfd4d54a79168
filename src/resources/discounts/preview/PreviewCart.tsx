import { Box, IconButton, Table, TableBody, TableCell, TableRow, TextField, Tooltip, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useTranslate } from 'react-admin';
import type { DiscountPreview } from '@domain/promotions/preview';
import { formatRupees } from '../../variants/moneyField';
import { useIntlLocale } from '../../../i18n/intlLocale';
import { PreviewTableHead } from './PreviewTableHead';

type Cart = DiscountPreview['cart'];

const Figure = ({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) => (
  <>
    <Typography component="dt" sx={{ fontWeight: strong ? 700 : undefined }}>
      {label}
    </Typography>
    <Typography component="dd" data-testid={testId} sx={{ m: 0, textAlign: 'right', fontWeight: strong ? 700 : undefined }}>
      {value}
    </Typography>
  </>
);

/** The sample cart as checkout would price it: each line's discount, each promotion applied, the total (the server's figures, formatted only). */
export const PreviewCart = ({
  cart,
  quantityOf,
  onQuantity,
  onRemove,
}: {
  cart: Cart;
  /** The pieces as staff typed them, ahead of the server's answer. */
  quantityOf: (variantId: number) => number | undefined;
  onQuantity: (variantId: number, quantity: number) => void;
  onRemove: (variantId: number) => void;
}) => {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const money = (paise: number) => formatRupees(paise, locale);
  const promotionLabel = (one: Cart['applied'][number]) =>
    one.previewed ? translate('resources.discounts.preview.this_discount') : translate(one.source === 'steal' ? 'resources.discounts.preview.steal_line' : 'resources.discounts.preview.discount_line', { title: one.title });
  if (!cart.lines.length) return <Typography color="text.secondary">{translate('resources.discounts.preview.empty_sample')}</Typography>;
  return (
    <>
      <Table size="small" aria-label={translate('resources.discounts.preview.sample')}>
        <PreviewTableHead
          columns={[{ label: 'product' }, { label: 'quantity' }, { label: 'price', money: true }, { label: 'line_discount', money: true }, { label: 'net', money: true }]}
          buttons="remove"
        />
        <TableBody>
          {cart.lines.map((line) => (
            <TableRow key={line.variant_id}>
              <TableCell>
                {line.title}
                <Typography variant="caption" display="block" color="text.secondary">
                  {line.sku}
                </Typography>
              </TableCell>
              <TableCell sx={{ width: 96 }}>
                <TextField
                  type="number"
                  size="small"
                  value={quantityOf(line.variant_id) ?? line.quantity}
                  slotProps={{ htmlInput: { min: 1, max: 1000, 'aria-label': translate('resources.discounts.preview.quantity_of', { sku: line.sku }) } }}
                  onChange={(event) => {
                    const quantity = Math.trunc(Number(event.target.value));
                    if (quantity >= 1 && quantity <= 1000) onQuantity(line.variant_id, quantity);
                  }}
                />
              </TableCell>
              <TableCell align="right">{money(line.unit_price)}</TableCell>
              <TableCell align="right">{line.discount ? money(-line.discount) : money(0)}</TableCell>
              <TableCell align="right">{money(line.net)}</TableCell>
              <TableCell padding="checkbox">
                <Tooltip title={translate('resources.discounts.preview.remove')}>
                  <IconButton size="small" aria-label={translate('resources.discounts.preview.remove_sku', { sku: line.sku })} onClick={() => onRemove(line.variant_id)}>
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 3, rowGap: 0.5, mt: 1, mb: 0, ml: 'auto', maxWidth: 360 }}>
        <Figure label={translate('resources.discounts.preview.subtotal')} value={money(cart.subtotal)} />
        {cart.applied.map((one) => (
          <Figure key={`${one.source}-${one.id}`} label={promotionLabel(one)} value={money(-one.amount)} />
        ))}
        <Figure label={translate('resources.discounts.preview.total_discount')} value={money(-cart.discount)} testId="discount-preview-discount" />
        <Figure label={translate('resources.discounts.preview.total')} value={money(cart.total)} strong testId="discount-preview-total" />
      </Box>
    </>
  );
};
