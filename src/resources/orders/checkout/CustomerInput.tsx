import { AutocompleteInput, ReferenceInput, required, type RaRecord } from 'react-admin';
import { NewCustomerDialog } from './NewCustomerDialog';

const customerText = (customer: RaRecord) => `${customer.first_name} ${customer.last_name ?? ''}`.trim() + ` · ${customer.email}`;

/** The cart's customer: found by name, email or mobile (`q`), or added on the spot. */
export const CustomerInput = () => (
  <ReferenceInput source="customer_id" reference="customers">
    <AutocompleteInput
      label="resources.carts.fields.customer_id"
      optionText={customerText}
      filterToQuery={(q) => ({ q })}
      create={<NewCustomerDialog />}
      createLabel="resources.carts.new_customer"
      validate={required()}
      sx={{ minWidth: 360 }}
    />
  </ReferenceInput>
);
