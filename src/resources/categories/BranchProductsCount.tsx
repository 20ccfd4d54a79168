import { useRecordContext, useTranslate } from 'react-admin';
import { useIntlLocale } from '../../i18n/intlLocale';

/**
 * A category's products with its subcategories' (what staff look for on a top-level category), and
 * how many are filed directly in it when that differs (what deleting it would have to move).
 */
export const BranchProductsCount = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const format = new Intl.NumberFormat(useIntlLocale()).format;
  if (!record) return null;
  const total = Number(record.products_count);
  const own = Number(record.own_products_count);
  return (
    <span>
      {format(total)}
      {own !== total && ` ${translate('resources.categories.own_products', { count: format(own) })}`}
    </span>
  );
};
