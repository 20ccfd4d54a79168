import { AutocompleteInput, BooleanInput, ReferenceInput, TextInput, required } from 'react-admin';
import { storeSchema } from '@domain/taxonomy';
import { PincodeInput } from '../../components/PincodeInput';

const StoreInputs = () => (
  <>
    <TextInput source="name" validate={required()} />
    <TextInput source="code" validate={required()} helperText="resources.stores.code_help" />
    <TextInput source="address_line1" fullWidth />
    <PincodeInput />
    <TextInput source="city" />
    <TextInput source="state" />
    <TextInput source="phone" />
    <TextInput source="gstin" helperText="resources.stores.gstin_help" />
    <ReferenceInput source="warehouse_id" reference="warehouses">
      <AutocompleteInput optionText="name" helperText="resources.stores.warehouse_help" />
    </ReferenceInput>
    <BooleanInput source="is_active" defaultValue />
  </>
);
export default StoreInputs;

/** The form validates with the schema the server parses with. */
export const schema = storeSchema;
