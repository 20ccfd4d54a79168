import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MoneyField } from '../../variants/moneyField';
import type { Cart, CartPromotion } from './cartApi';

const Row = ({ label, value, strong, testId }: { label: string; value: number; strong?: boolean; testId?: string }) => (
  <>
    <Typography component="dt" sx={{ fontWeight: strong ? 700 : undefined }}>
      {label}
    </Typography>
    <Typography component="dd" data-testid={testId} sx={{ m: 0, textAlign: 'right', fontWeight: strong ? 700 : undefined }}>
      <MoneyField source="value" record={{ id: 'totals', value }} sx={{ font: 'inherit' }} />
    </Typography>
  </>
);

/** The server's figures for the cart, in minor units, shown as rupees (nothing is computed here): each promotion's line, then the totals. */
export const CartTotals = ({ totals, promotions = [] }: { totals: Cart['totals']; promotions?: CartPromotion[] }) => {
  const translate = useTranslate();
  // The promotions' lines add up to the discount: a row of the sum beside them read as a second discount.
  const listed = promotions.reduce((sum, one) => sum + one.amount, 0);
  const promotionLabel = (one: CartPromotion) => translate(one.source === 'steal' ? 'resources.carts.steal_line' : 'resources.carts.discount_line', { title: one.title });
  return (
    <Box sx={{ ml: 'auto', alignSelf: 'flex-end', minWidth: 280 }}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 3, rowGap: 0.5, m: 0 }}>
        <Row label={translate('resources.carts.subtotal')} value={totals.subtotal} />
        {promotions.map((one) => (
          <Row key={`${one.source}-${one.id}`} label={promotionLabel(one)} value={-one.amount} />
        ))}
        {totals.discount > 0 && totals.discount !== listed && <Row label={translate('resources.carts.fields.discount')} value={-totals.discount} testId="cart-discount" />}
        <Row label={translate('resources.carts.fields.tax')} value={totals.tax} />
        <Row label={translate('resources.carts.total')} value={totals.total} strong testId="cart-total" />
      </Box>
      <Typography variant="caption" color="text.secondary">
        {translate(totals.tax_inclusive ? 'resources.carts.gst_included' : 'resources.carts.gst_added')}
      </Typography>
    </Box>
  );
};
