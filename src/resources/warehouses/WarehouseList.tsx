import { BooleanField } from 'react-admin';
import { ConsoleDataTable } from '../../list/ConsoleDataTable';
import { ConsoleList } from '../../list/ConsoleList';
import { LocaleNumberCol } from '../../fields/LocaleNumberCol';
import { TaxonomyListActions } from '../taxonomy/TaxonomyListActions';
import { activeFilter, searchFilter } from '../taxonomy/filters';

/** /apps/warehouse-management: the warehouses, with the units each holds. */
const WarehouseList = () => (
  <ConsoleList filters={[searchFilter, activeFilter]} sort={{ field: 'name', order: 'ASC' }} actions={<TaxonomyListActions />}>
    <ConsoleDataTable rowClick="edit" bulkActionButtons={false}>
      <ConsoleDataTable.Col source="name" />
      <ConsoleDataTable.Col source="code" />
      <ConsoleDataTable.Col source="city" />
      <ConsoleDataTable.Col source="state" />
      <LocaleNumberCol source="units" />
      <ConsoleDataTable.Col source="is_active" field={BooleanField} />
    </ConsoleDataTable>
  </ConsoleList>
);
export default WarehouseList;
