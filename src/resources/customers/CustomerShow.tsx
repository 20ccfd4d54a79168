import {
  ArrayField,
  BooleanField,
  DataTable,
  DeleteButton,
  EditButton,
  FunctionField,
  Labeled,
  SelectField,
  Show,
  SimpleShowLayout,
  TextArrayField,
  TextField,
  TopToolbar,
} from 'react-admin';
import { HistoryPanel } from '../../components/HistoryPanel';
import { LocaleDateField } from '../../fields/LocaleDateField';
import { LocaleNumberField } from '../../fields/LocaleNumberField';
import { MoneyField } from '../variants/money';
import { CustomerStatusChip } from './CustomerList';
import { customerGenderChoices, fieldLabel } from './customerChoices';

interface ShownCustomer {
  first_name: string;
  last_name: string;
  status: string;
}

const CustomerShowActions = () => (
  <TopToolbar>
    <EditButton />
    <DeleteButton mutationMode="pessimistic" />
  </TopToolbar>
);

/** One customer: identity, status, marketing, the derived order figures and the addresses, then its History. */
const CustomerShow = () => (
  <Show actions={<CustomerShowActions />}>
    <SimpleShowLayout>
      <FunctionField<ShownCustomer> label="resources.customers.fields.full_name" render={(record) => `${record.first_name} ${record.last_name}`.trim()} />
      <TextField source="email" />
      <TextField source="mobile" emptyText="—" />
      <SelectField source="gender" choices={customerGenderChoices} emptyText="—" />
      <LocaleDateField source="date_of_birth" emptyText="—" />
      <Labeled label="resources.customers.fields.status">
        <CustomerStatusChip />
      </Labeled>
      <FunctionField<ShownCustomer & { blocked_reason: string }>
        source="blocked_reason"
        render={(record) => (record.status === 'blocked' ? record.blocked_reason : '—')}
      />
      <BooleanField source="marketing_opt_in" />
      <TextArrayField source="tags" />
      <LocaleNumberField source="orders_count" />
      <MoneyField source="total_spent" />
      <LocaleDateField source="created_at" />
      <ArrayField source="addresses">
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="name" label="resources.customers.fields.address_name" />
          <DataTable.Col source="line1" label={fieldLabel('line1')} />
          <DataTable.Col source="line2" label={fieldLabel('line2')} />
          <DataTable.Col source="city" label={fieldLabel('city')} />
          <DataTable.Col source="state" label={fieldLabel('state')} />
          <DataTable.Col source="pincode" label={fieldLabel('pincode')} />
          <DataTable.Col source="country" label={fieldLabel('country')} />
          <DataTable.Col source="is_default_shipping" label={fieldLabel('is_default_shipping')}>
            <BooleanField source="is_default_shipping" />
          </DataTable.Col>
          <DataTable.Col source="is_default_billing" label={fieldLabel('is_default_billing')}>
            <BooleanField source="is_default_billing" />
          </DataTable.Col>
        </DataTable>
      </ArrayField>
    </SimpleShowLayout>
    <HistoryPanel />
  </Show>
);

export default CustomerShow;
