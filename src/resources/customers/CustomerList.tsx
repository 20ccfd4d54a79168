import { Chip } from '@mui/material';
import { FunctionField, TextArrayField, TopToolbar, useTranslate } from 'react-admin';
import { CreateButton } from '../../list/CreateButton';
import { FilterButton } from '../../list/FilterButton';
import { ConsoleDataTable } from '../../list/ConsoleDataTable';
import { ConsoleList } from '../../list/ConsoleList';
import type { CustomerStatus } from '@domain/customerValues';
import { LocaleDateCol } from '../../fields/LocaleDateCol';
import { LocaleNumberCol } from '../../fields/LocaleNumberCol';
import { MoneyCol } from '../variants/MoneyCol';
import { ServerExportButton } from '../../components/ServerExportButton';
import { customerFilters } from './customerFilters';
import { ImportButtons } from '../imports/ImportButtons';

interface CustomerRow {
  first_name: string;
  last_name: string;
  status: CustomerStatus;
}

const CustomerListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
    <ServerExportButton />
    <ImportButtons resource="customer-imports" />
  </TopToolbar>
);

export const CustomerStatusChip = () => {
  const translate = useTranslate();
  return (
    <FunctionField<CustomerRow>
      source="status"
      render={(record) => (
        <Chip size="small" label={translate(`resources.customers.status.${record.status}`)} color={record.status === 'active' ? 'success' : 'error'} />
      )}
    />
  );
};

/** Customers, newest first: search by name, email or mobile, the spec's filters, and a CSV export. */
const CustomerList = () => (
  <ConsoleList filters={customerFilters} sort={{ field: 'created_at', order: 'DESC' }} actions={<CustomerListActions />} exporter={false}>
    <ConsoleDataTable rowClick="show" bulkActionButtons={false}>
      <ConsoleDataTable.Col source="first_name" label="resources.customers.fields.full_name">
        <FunctionField<CustomerRow> render={(record) => `${record.first_name} ${record.last_name}`.trim()} />
      </ConsoleDataTable.Col>
      <ConsoleDataTable.Col source="email" />
      <ConsoleDataTable.Col source="mobile" />
      <ConsoleDataTable.Col source="status">
        <CustomerStatusChip />
      </ConsoleDataTable.Col>
      <ConsoleDataTable.Col source="tags" disableSort>
        <TextArrayField source="tags" />
      </ConsoleDataTable.Col>
      <LocaleNumberCol source="orders_count" />
      <MoneyCol source="total_spent" />
      <LocaleDateCol source="created_at" />
    </ConsoleDataTable>
  </ConsoleList>
);

export default CustomerList;
