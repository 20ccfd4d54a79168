import { Box } from '@mui/material';
import { EMAIL_INPUT } from '../../forms/emailInput';
import {
  ArrayInput,
  BooleanInput,
  DateInput,
  FormDataConsumer,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TextArrayInput,
  TextInput,
  required,
} from 'react-admin';
import { FormSectionTitle } from '../../forms/FormSectionTitle';
import { MoneyInput } from '../variants/money';
import { DefaultAddressInput } from './DefaultAddressInput';
import { PincodeInput } from '../../components/PincodeInput';
import { customerGenderChoices, customerStatusChoices, fieldLabel } from './customerChoices';

/** The addresses of a customer: several, one the default for shipping and one for billing. */
const AddressesInput = () => (
  <ArrayInput source="addresses" label={false}>
    <SimpleFormIterator disableReordering fullWidth>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', columnGap: 2, width: '100%' }}>
      <TextInput source="name" label="resources.customers.fields.address_name" />
      <TextInput source="line1" label={fieldLabel('line1')} validate={required()} />
      <TextInput source="line2" label={fieldLabel('line2')} />
      <PincodeInput label="resources.customers.fields.pincode" />
      <TextInput source="city" label={fieldLabel('city')} validate={required()} />
      <TextInput source="state" label={fieldLabel('state')} validate={required()} />
      <TextInput source="country" label={fieldLabel('country')} defaultValue="IN" inputProps={{ maxLength: 2 }} />
      <TextInput source="phone" label={fieldLabel('phone')} />
      <DefaultAddressInput source="is_default_shipping" />
      <DefaultAddressInput source="is_default_billing" />
      </Box>
    </SimpleFormIterator>
  </ArrayInput>
);

/** The customer's fields, shared by add and edit; orders count and total spent are the server's, not inputs. */
export const CustomerInputs = () => (
  <>
    <FormSectionTitle label="resources.customers.sections.identity" />
    <TextInput source="first_name" validate={required()} />
    <TextInput source="last_name" />
    <TextInput source="email" validate={required()} sx={{ minWidth: 320 }} slotProps={EMAIL_INPUT} />
    <TextInput source="mobile" type="tel" helperText="resources.customers.mobile_help" />
    <SelectInput source="gender" choices={customerGenderChoices} />
    <DateInput source="date_of_birth" />

    <FormSectionTitle label="resources.customers.sections.account" />
    <SelectInput source="status" choices={customerStatusChoices} defaultValue="active" validate={required()} />
    <FormDataConsumer<{ status?: string }>>
      {({ formData }) => formData.status === 'blocked' && <TextInput source="blocked_reason" multiline minRows={2} validate={required()} fullWidth />}
    </FormDataConsumer>
    <BooleanInput source="marketing_opt_in" />
    <TextArrayInput source="tags" />
    <TextInput source="company" />
    <TextInput source="gstin" helperText="resources.customers.gstin_help" />
    <BooleanInput source="tax_exempt" />
    <TextInput source="note" multiline minRows={2} fullWidth />

    <FormSectionTitle label="resources.customers.sections.earlier_store" />
    <MoneyInput source="prior_total_spent" />
    <NumberInput source="prior_orders_count" min={0} step={1} />

    <FormSectionTitle label="resources.customers.sections.addresses" />
    <AddressesInput />
  </>
);
