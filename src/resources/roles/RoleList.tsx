import { CreateButton, DataTable, List, TopToolbar } from 'react-admin';
import { SearchInput } from '../../filters/lazyFilterInputs';
import { LocaleNumberCol } from '../../fields/LocaleNumberCol';

const RoleListActions = () => (
  <TopToolbar>
    <CreateButton resource="roles" />
  </TopToolbar>
);

/** The roles page (/apps/employees/roles): each role, who has it and how many modules it opens. */
const RoleList = () => (
  <List resource="roles" filters={[<SearchInput key="q" source="q" alwaysOn />]} actions={<RoleListActions />} sort={{ field: 'name', order: 'ASC' }}>
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="description" />
      <LocaleNumberCol source="employees_count" />
      <LocaleNumberCol source="modules_count" />
    </DataTable>
  </List>
);

export default RoleList;
