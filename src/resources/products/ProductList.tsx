import { CreateButton, DataTable, ExportButton, FilterButton, List, SelectField, TopToolbar, type FieldProps } from 'react-admin';
import { productFilters } from './productFilters';
import { productListQuery } from './productListQuery';
import { productStatusChoices } from './catalogueChoices';
import { LocaleDateField } from '../../fields/LocaleDateField';
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

const ProductStatusField = (props: FieldProps) => <SelectField {...props} choices={productStatusChoices} />;

/** Product templates, newest first, with the spec's filters. */
const ProductList = () => (
  <List
    filters={productFilters}
    filterDefaultValues={productListQuery.filter}
    sort={productListQuery.sort}
    actions={<ProductListActions />}
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="title" />
      {/* The rows carry their brand's and category's names: no request for them. */}
      <DataTable.Col source="brand_name" label="resources.products.fields.brand_id" disableSort />
      <DataTable.Col source="category_name" label="resources.products.fields.category_id" disableSort />
      <DataTable.Col source="status" field={ProductStatusField} />
      <LocaleNumberCol source="variants_count" />
      <LocaleNumberCol source="stock" />
      <DataTable.Col source="created_at" field={LocaleDateField} />
    </DataTable>
  </List>
);

export default ProductList;
