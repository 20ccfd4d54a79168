import { FunctionField, TopToolbar, useTranslate } from 'react-admin';
import { CreateButton } from '../../list/CreateButton';
import { ConsoleDataTable } from '../../list/ConsoleDataTable';
import { ConsoleList } from '../../list/ConsoleList';
import { Avatar, Chip, Stack } from '@mui/material';
import { PermittedExportButton } from '../../components/PermittedExportButton';
import { Offline, ReferenceInputBase, SearchInput, SelectInput } from '../../filters/lazyFilterInputs';
import { EMPLOYEE_STATUSES } from '@domain/employee';
import { LocaleDateCol } from '../../fields/LocaleDateCol';
import { useKnownCanAccess } from '../../access/useKnownCanAccess';

interface EmployeeRow {
  first_name: string;
  last_name: string;
  profile_image: string | null;
  status: string;
}

const statusChoices = EMPLOYEE_STATUSES.map((id) => ({ id, name: `resources.employees.status.${id}` }));

/** The role filter lists roles, which needs the roles module; without it the filter is left out. */
const useFilters = () => {
  const { canAccess: canListRoles } = useKnownCanAccess({ resource: 'roles', action: 'list' });
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    ...(canListRoles
      ? [
          <ReferenceInputBase key="role_id" source="role_id" reference="roles" sort={{ field: 'name', order: 'ASC' }} offline={<Offline variant="inline" />} alwaysOn>
            <SelectInput optionText="name" />
          </ReferenceInputBase>,
        ]
      : []),
    <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  ];
};

const EmployeeListActions = () => (
  <TopToolbar>
    <CreateButton />
    <PermittedExportButton maxResults={500} />
  </TopToolbar>
);

const NameCell = () => (
  <FunctionField<EmployeeRow>
    render={(record) => (
      <Stack direction="row" spacing={1.5} alignItems="center">
        {/* Beside the name it pictures: decorative, no text of its own. */}
        <Avatar src={record.profile_image ?? undefined} alt="" sx={{ width: 32, height: 32 }}>
          {record.first_name[0]}
        </Avatar>
        <span>{`${record.first_name} ${record.last_name}`}</span>
      </Stack>
    )}
  />
);

const StatusCell = () => {
  const translate = useTranslate();
  return (
    <FunctionField<EmployeeRow>
      render={(record) => (
        <Chip
          size="small"
          label={translate(`resources.employees.status.${record.status}`)}
          color={record.status === 'active' ? 'success' : 'default'}
        />
      )}
    />
  );
};

const EmployeeList = () => {
  const filters = useFilters();
  return (
    <ConsoleList filters={filters} actions={<EmployeeListActions />} sort={{ field: 'first_name', order: 'ASC' }}>
      <ConsoleDataTable rowClick="edit" bulkActionButtons={false}>
        <ConsoleDataTable.Col source="first_name" label="resources.employees.fields.full_name">
          <NameCell />
        </ConsoleDataTable.Col>
        <ConsoleDataTable.Col source="email" />
        <ConsoleDataTable.Col source="mobile" />
        <ConsoleDataTable.Col source="role_name" label="resources.employees.fields.role_id" disableSort />
        <ConsoleDataTable.Col source="designation" />
        <ConsoleDataTable.Col source="city" />
        <ConsoleDataTable.Col source="status" field={StatusCell} />
        <LocaleDateCol source="joining_date" />
      </ConsoleDataTable>
    </ConsoleList>
  );
};

export default EmployeeList;
