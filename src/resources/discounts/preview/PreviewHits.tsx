import { IconButton, Table, TableBody, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { useTranslate } from 'react-admin';
import type { DiscountPreview } from '@domain/promotions/preview';
import { formatRupees } from '../../variants/moneyField';
import { useIntlLocale } from '../../../i18n/intlLocale';
import { PreviewTableHead } from './PreviewTableHead';

/** How many variants the form reaches ("about" for an estimate) and the first of them, one piece's price before and after. */
export const PreviewHits = ({ hits, onAdd }: { hits: DiscountPreview['hits']; onAdd: (variantId: number) => void }) => {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const count = new Intl.NumberFormat(locale).format(hits.total);
  return (
    <>
      <Typography variant="subtitle2" data-testid="discount-preview-hits">
        {translate(hits.estimated ? 'resources.discounts.preview.hits_about' : 'resources.discounts.preview.hits', { smart_count: hits.total, count })}
      </Typography>
      {hits.variants.length > 0 && (
        <Table size="small" aria-label={translate('resources.discounts.preview.hits_table')}>
          <PreviewTableHead
            columns={[{ label: 'product' }, { label: 'sku' }, { label: 'price', money: true }, { label: 'discounted_price', money: true }]}
            buttons="add"
          />
          <TableBody>
            {hits.variants.map((hit) => (
              <TableRow key={hit.variant_id}>
                <TableCell>{hit.title}</TableCell>
                <TableCell>{hit.sku}</TableCell>
                <TableCell align="right">{formatRupees(hit.price, locale)}</TableCell>
                <TableCell align="right">
                  {hit.discounted_price === null ? translate('resources.discounts.preview.needs_pieces') : formatRupees(hit.discounted_price, locale)}
                </TableCell>
                <TableCell padding="checkbox">
                  <Tooltip title={translate('resources.discounts.preview.add')}>
                    <IconButton size="small" aria-label={translate('resources.discounts.preview.add_sku', { sku: hit.sku })} onClick={() => onAdd(hit.variant_id)}>
                      <AddShoppingCartIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
};
