import { ArrayField, BooleanField, FunctionField, Labeled, SelectField, TextArrayField, TextField } from 'react-admin';
import { ConsoleDataTable } from '../../list/ConsoleDataTable';
import { ShowWithHistory } from '../../components/ShowWithHistory';
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

/** One customer: identity, status, marketing, the derived order figures and the addresses, then its History. */
const CustomerShow = () => (
  <ShowWithHistory deletable>
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
    <TextField source="company" emptyText="—" />
    <TextField source="gstin" emptyText="—" />
    <BooleanField source="tax_exempt" />
    {/* A note is shown as the text it is: its line breaks kept, nothing in it run or linked. */}
    <TextField source="note" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
    <LocaleNumberField source="orders_count" />
    <MoneyField source="total_spent" />
    <LocaleNumberField source="prior_orders_count" />
    <MoneyField source="prior_total_spent" />
    <LocaleDateField source="created_at" />
    <ArrayField source="addresses">
      <ConsoleDataTable bulkActionButtons={false} rowClick={false}>
        <ConsoleDataTable.Col source="name" label="resources.customers.fields.address_name" />
        <ConsoleDataTable.Col source="line1" label={fieldLabel('line1')} />
        <ConsoleDataTable.Col source="line2" label={fieldLabel('line2')} />
        <ConsoleDataTable.Col source="city" label={fieldLabel('city')} />
        <ConsoleDataTable.Col source="state" label={fieldLabel('state')} />
        <ConsoleDataTable.Col source="pincode" label={fieldLabel('pincode')} />
        <ConsoleDataTable.Col source="country" label={fieldLabel('country')} />
        <ConsoleDataTable.Col source="is_default_shipping" label={fieldLabel('is_default_shipping')} field={BooleanField} />
        <ConsoleDataTable.Col source="is_default_billing" label={fieldLabel('is_default_billing')} field={BooleanField} />
      </ConsoleDataTable>
    </ArrayField>
  </ShowWithHistory>
);

export default CustomerShow;
