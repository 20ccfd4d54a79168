import { TopToolbar } from 'react-admin';
import { CreateButton } from '../../list/CreateButton';
import { ConsoleDataTable } from '../../list/ConsoleDataTable';
import { ConsoleList } from '../../list/ConsoleList';
import { SearchInput } from '../../filters/lazyFilterInputs';
import { LocaleNumberCol } from '../../fields/LocaleNumberCol';

const RoleListActions = () => (
  <TopToolbar>
    <CreateButton resource="roles" />
  </TopToolbar>
);

/** The roles page (/apps/employees/roles): each role, who has it and how many modules it opens. */
const RoleList = () => (
  <ConsoleList resource="roles" filters={[<SearchInput key="q" source="q" alwaysOn />]} actions={<RoleListActions />} sort={{ field: 'name', order: 'ASC' }}>
    <ConsoleDataTable rowClick="edit" bulkActionButtons={false}>
      <ConsoleDataTable.Col source="name" />
      <ConsoleDataTable.Col source="description" />
      <LocaleNumberCol source="employees_count" />
      <LocaleNumberCol source="modules_count" />
    </ConsoleDataTable>
  </ConsoleList>
);

export default RoleList;
