import { SortButton, TopToolbar, useGetOne, useTranslate } from 'react-admin';
import { CreateButton } from '../../list/CreateButton';
import { ExportButton } from '../../list/ExportButton';
import { ConsoleList } from '../../list/ConsoleList';
import { useParams } from 'react-router-dom';
import { VariantGrid } from './VariantGrid';
import { variantFilterDefaults, variantFilters } from './variantFilters';

/** The product is fixed here, so its filter input goes; the others open as on the all-variants list. */
const productVariantFilters = () => variantFilters().filter((input) => input.key !== 'product_id');

const ProductVariantActions = ({ productId }: { productId: number }) => (
  <TopToolbar>
    <SortButton fields={['created_at', 'price', 'sku']} />
    <CreateButton to={{ pathname: '/variants/create', search: `?source=${encodeURIComponent(JSON.stringify({ product_id: productId }))}` }} />
    <ExportButton />
  </TopToolbar>
);

/**
 * One product's variants (/apps/product/{product_id}/variants/list). Its own store key keeps its
 * filters apart from the all-variants list, which keeps its own (and its defaults) when reopened.
 */
const ProductVariantList = () => {
  const productId = Number(useParams().product_id);
  const translate = useTranslate();
  const { data: product } = useGetOne('products', { id: productId });
  const title = product ? translate('resources.variants.of_product', { title: product.title }) : translate('app.screens.product-variants');
  return (
    <ConsoleList
      resource="variants"
      storeKey="product-variants"
      title={title}
      filter={{ product_id: productId }}
      filters={productVariantFilters()}
      filterDefaultValues={variantFilterDefaults}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={<ProductVariantActions productId={productId} />}
    >
      <VariantGrid showProduct={false} />
    </ConsoleList>
  );
};

export default ProductVariantList;
