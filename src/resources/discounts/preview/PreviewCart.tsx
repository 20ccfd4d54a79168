import { Box, IconButton, TextField, Tooltip, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useTranslate } from 'react-admin';
import type { DiscountPreview } from '@domain/promotions/preview';
import { formatRupees } from '../../variants/moneyField';
import { useIntlLocale } from '../../../i18n/intlLocale';
import { SmallTable } from '../../../components/SmallTable';

const PREVIEW = 'resources.discounts.preview';

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
      <SmallTable
        label={translate(`${PREVIEW}.sample`)}
        rows={cart.lines}
        rowKey={(line) => line.variant_id}
        columns={[
          {
            header: `${PREVIEW}.product`,
            cell: (line) => (
              <>
                {line.title}
                <Typography variant="caption" display="block" color="text.secondary">
                  {line.sku}
                </Typography>
              </>
            ),
          },
          {
            header: `${PREVIEW}.quantity`,
            cell: (line) => (
              <TextField
                type="number"
                size="small"
                sx={{ width: 80 }}
                value={quantityOf(line.variant_id) ?? line.quantity}
                slotProps={{ htmlInput: { min: 1, max: 1000, 'aria-label': translate(`${PREVIEW}.quantity_of`, { sku: line.sku }) } }}
                onChange={(event) => {
                  const quantity = Math.trunc(Number(event.target.value));
                  if (quantity >= 1 && quantity <= 1000) onQuantity(line.variant_id, quantity);
                }}
              />
            ),
          },
          { header: `${PREVIEW}.price`, align: 'right', cell: (line) => money(line.unit_price) },
          { header: `${PREVIEW}.line_discount`, align: 'right', cell: (line) => money(line.discount ? -line.discount : 0) },
          { header: `${PREVIEW}.net`, align: 'right', cell: (line) => money(line.net) },
        ]}
        rowActions={(line) => (
          <Tooltip title={translate(`${PREVIEW}.remove`)}>
            <IconButton aria-label={translate(`${PREVIEW}.remove_sku`, { sku: line.sku })} onClick={() => onRemove(line.variant_id)}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      />
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
