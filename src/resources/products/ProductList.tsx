import { TopToolbar } from 'react-admin';
import { CreateButton } from '../../list/CreateButton';
import { ExportButton } from '../../list/ExportButton';
import { FilterButton } from '../../list/FilterButton';
import { ConsoleDataTable } from '../../list/ConsoleDataTable';
import { ConsoleList } from '../../list/ConsoleList';
import { productFilters } from './productFilters';
import { productListQuery } from './productListQuery';
import { productStatusChoices } from './catalogueChoices';
import { ChoiceCol } from '../../fields/ChoiceCol';
import { LocaleDateCol } from '../../fields/LocaleDateCol';
import { LocaleNumberCol } from '../../fields/LocaleNumberCol';
import { ImportButtons } from '../imports/ImportButtons';

const ProductListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
    <ExportButton />
    <ImportButtons resource="product-imports" />
  </TopToolbar>
);

/** Product templates, newest first, with the spec's filters. */
const ProductList = () => (
  <ConsoleList
    filters={productFilters}
    filterDefaultValues={productListQuery.filter}
    sort={productListQuery.sort}
    actions={<ProductListActions />}
  >
    <ConsoleDataTable rowClick="show" bulkActionButtons={false}>
      <ConsoleDataTable.Col source="title" />
      {/* The rows carry their brand's and category's names: no request for them. */}
      <ConsoleDataTable.Col source="brand_name" label="resources.products.fields.brand_id" disableSort />
      <ConsoleDataTable.Col source="category_name" label="resources.products.fields.category_id" disableSort />
      <ChoiceCol source="status" choices={productStatusChoices} />
      <LocaleNumberCol source="variants_count" />
      <LocaleNumberCol source="stock" />
      <LocaleDateCol source="created_at" />
    </ConsoleDataTable>
  </ConsoleList>
);

export default ProductList;
