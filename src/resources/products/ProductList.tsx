import { CreateButton, Datagrid, ExportButton, FilterButton, List, SelectField, TextField, TopToolbar } from 'react-admin';
import { productFilters } from './productFilters';
import { productListQuery } from './productListQuery';
import { productStatusChoices } from './catalogueChoices';
import { LocaleDateField } from '../../fields/LocaleDateField';
import { LocaleNumberField } from '../../fields/LocaleNumberField';

const ProductListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
    <ExportButton />
  </TopToolbar>
);

/** Product templates, newest first, with the spec's filters. */
const ProductList = () => (
  <List
    filters={productFilters}
    filterDefaultValues={productListQuery.filter}
    sort={productListQuery.sort}
    actions={<ProductListActions />}
  >
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <TextField source="title" />
      {/* The rows carry their brand's and category's names: no request for them. */}
      <TextField source="brand_name" label="resources.products.fields.brand_id" sortable={false} />
      <TextField source="category_name" label="resources.products.fields.category_id" sortable={false} />
      <SelectField source="status" choices={productStatusChoices} />
      <LocaleNumberField source="variants_count" />
      <LocaleNumberField source="stock" />
      <LocaleDateField source="created_at" />
    </Datagrid>
  </List>
);

export default ProductList;
