import { BooleanField, DataTable, List } from 'react-admin';
import { TextInput } from '../../filters/lazyFilterInputs';
import { TaxonomyListActions } from '../taxonomy/TaxonomyListActions';
import { activeFilter, searchFilter } from '../taxonomy/filters';

/** Physical shops where offline orders are placed. */
const StoreList = () => (
  <List
    filters={[searchFilter, <TextInput key="city" source="city" />, activeFilter]}
    sort={{ field: 'name', order: 'ASC' }}
    actions={<TaxonomyListActions />}
  >
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="code" />
      <DataTable.Col source="city" />
      <DataTable.Col source="state" />
      <DataTable.Col source="phone" disableSort />
      <DataTable.Col source="is_active" field={BooleanField} />
    </DataTable>
  </List>
);
export default StoreList;
