import { CreateButton, Datagrid, ExportButton, FilterButton, List, ReferenceField, SelectField, TextField, TopToolbar } from 'react-admin';
import { productFilterDefaults, productFilters } from './productFilters';
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
    filterDefaultValues={productFilterDefaults}
    sort={{ field: 'created_at', order: 'DESC' }}
    actions={<ProductListActions />}
  >
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <TextField source="title" />
      <ReferenceField source="brand_id" reference="brands" link={false} sortable={false} />
      <ReferenceField source="category_id" reference="categories" link={false} sortable={false} />
      <SelectField source="status" choices={productStatusChoices} />
      <LocaleNumberField source="variants_count" />
      <LocaleNumberField source="stock" />
      <LocaleDateField source="created_at" />
    </Datagrid>
  </List>
);

export default ProductList;
