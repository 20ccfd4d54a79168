import { BooleanInput, TextInput, required } from 'react-admin';
import { warehouseSchema } from '@domain/stock';
import { PincodeInput } from '../../components/PincodeInput';

/** A warehouse's name, code and address (the PIN code fills in city and state). */
const WarehouseInputs = () => (
  <>
    <TextInput source="name" validate={required()} />
    <TextInput source="code" validate={required()} helperText="resources.warehouses.code_help" />
    <TextInput source="address_line1" fullWidth />
    <TextInput source="address_line2" fullWidth />
    <PincodeInput />
    <TextInput source="city" />
    <TextInput source="state" />
    <TextInput source="gstin" helperText="resources.warehouses.gstin_help" />
    <BooleanInput source="is_active" defaultValue />
  </>
);
export default WarehouseInputs;

/** The form validates with the schema the server parses with. */
export const schema = warehouseSchema;
