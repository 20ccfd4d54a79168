import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MoneyField } from '../../variants/moneyField';
import type { Cart } from './cartApi';

const Row = ({ label, source, totals, strong }: { label: string; source: 'subtotal' | 'tax' | 'total'; totals: Cart['totals']; strong?: boolean }) => {
  const translate = useTranslate();
  return (
    <>
      <Typography component="dt" sx={{ fontWeight: strong ? 700 : undefined }}>
        {translate(label)}
      </Typography>
      <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: strong ? 700 : undefined }}>
        <MoneyField source={source} record={{ id: 'totals', ...totals }} sx={{ font: 'inherit' }} />
      </Typography>
    </>
  );
};

/** The server's figures for the cart, in minor units, shown as rupees (nothing is computed here). */
export const CartTotals = ({ totals }: { totals: Cart['totals'] }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ ml: 'auto', alignSelf: 'flex-end', minWidth: 280 }}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 3, rowGap: 0.5, m: 0 }}>
        <Row label="resources.carts.subtotal" source="subtotal" totals={totals} />
        <Row label="resources.carts.fields.tax" source="tax" totals={totals} />
        <Row label="resources.carts.total" source="total" totals={totals} strong />
      </Box>
      <Typography variant="caption" color="text.secondary">
        {translate(totals.tax_inclusive ? 'resources.carts.gst_included' : 'resources.carts.gst_added')}
      </Typography>
    </Box>
  );
};
