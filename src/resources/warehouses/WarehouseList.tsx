import { BooleanField, DataTable, List } from 'react-admin';
import { LocaleNumberCol } from '../../fields/LocaleNumberCol';
import { TaxonomyListActions } from '../taxonomy/TaxonomyListActions';
import { activeFilter, searchFilter } from '../taxonomy/filters';

/** /apps/warehouse-management: the warehouses, with the units each holds. */
const WarehouseList = () => (
  <List filters={[searchFilter, activeFilter]} sort={{ field: 'name', order: 'ASC' }} actions={<TaxonomyListActions />}>
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="code" />
      <DataTable.Col source="city" />
      <DataTable.Col source="state" />
      <LocaleNumberCol source="units" />
      <DataTable.Col source="is_active" field={BooleanField} />
    </DataTable>
  </List>
);
export default WarehouseList;
