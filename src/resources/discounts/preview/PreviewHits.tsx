import { IconButton, Tooltip, Typography } from '@mui/material';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { useTranslate } from 'react-admin';
import type { DiscountPreview } from '@domain/promotions/preview';
import { formatRupees } from '../../variants/moneyField';
import { useIntlLocale } from '../../../i18n/intlLocale';
import { SmallTable } from '../../../components/SmallTable';

const PREVIEW = 'resources.discounts.preview';

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
        <SmallTable
          label={translate(`${PREVIEW}.hits_table`)}
          rows={hits.variants}
          rowKey={(hit) => hit.variant_id}
          columns={[
            { header: `${PREVIEW}.product`, cell: (hit) => hit.title },
            { header: `${PREVIEW}.sku`, cell: (hit) => hit.sku },
            { header: `${PREVIEW}.price`, align: 'right', cell: (hit) => formatRupees(hit.price, locale) },
            {
              header: `${PREVIEW}.discounted_price`,
              align: 'right',
              cell: (hit) => (hit.discounted_price === null ? translate(`${PREVIEW}.needs_pieces`) : formatRupees(hit.discounted_price, locale)),
            },
          ]}
          rowActions={(hit) => (
            <Tooltip title={translate(`${PREVIEW}.add`)}>
              <IconButton aria-label={translate(`${PREVIEW}.add_sku`, { sku: hit.sku })} onClick={() => onAdd(hit.variant_id)}>
                <AddShoppingCartIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        />
      )}
    </>
  );
};
