import { BooleanField } from 'react-admin';
import { ConsoleDataTable } from '../../list/ConsoleDataTable';
import { ConsoleList } from '../../list/ConsoleList';
import { TextInput } from '../../filters/lazyFilterInputs';
import { TaxonomyListActions } from '../taxonomy/TaxonomyListActions';
import { activeFilter, searchFilter } from '../taxonomy/filters';

/** Physical shops where offline orders are placed. */
const StoreList = () => (
  <ConsoleList
    filters={[searchFilter, <TextInput key="city" source="city" />, activeFilter]}
    sort={{ field: 'name', order: 'ASC' }}
    actions={<TaxonomyListActions />}
  >
    <ConsoleDataTable rowClick="edit" bulkActionButtons={false}>
      <ConsoleDataTable.Col source="name" />
      <ConsoleDataTable.Col source="code" />
      <ConsoleDataTable.Col source="city" />
      <ConsoleDataTable.Col source="state" />
      <ConsoleDataTable.Col source="phone" disableSort />
      <ConsoleDataTable.Col source="is_active" field={BooleanField} />
    </ConsoleDataTable>
  </ConsoleList>
);
export default StoreList;
