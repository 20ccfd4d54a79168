import { Chip } from '@mui/material';
import { CreateButton, DataTable, FilterButton, FunctionField, List, TextArrayField, TopToolbar, useTranslate } from 'react-admin';
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
  <List filters={customerFilters} sort={{ field: 'created_at', order: 'DESC' }} actions={<CustomerListActions />} exporter={false}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="first_name" label="resources.customers.fields.full_name">
        <FunctionField<CustomerRow> render={(record) => `${record.first_name} ${record.last_name}`.trim()} />
      </DataTable.Col>
      <DataTable.Col source="email" />
      <DataTable.Col source="mobile" />
      <DataTable.Col source="status">
        <CustomerStatusChip />
      </DataTable.Col>
      <DataTable.Col source="tags" disableSort>
        <TextArrayField source="tags" />
      </DataTable.Col>
      <LocaleNumberCol source="orders_count" />
      <MoneyCol source="total_spent" />
      <LocaleDateCol source="created_at" />
    </DataTable>
  </List>
);

export default CustomerList;
