import { BooleanInput, TextInput, required } from 'react-admin';
import { stealSchema } from '@domain/promotions/schemas';
import { LocaleDateTimeInput } from '../../fields/LocaleDateTimeInput';

/** A steal's form: its title and window (times in the staff member's zone, stored in UTC). */
const StealInputs = () => (
  <>
    <TextInput source="title" validate={required()} fullWidth />
    <LocaleDateTimeInput source="starts_at" validate={required()} helperText="resources.steals.window_help" />
    <LocaleDateTimeInput source="ends_at" validate={required()} />
    <BooleanInput source="is_active" defaultValue />
  </>
);
export default StealInputs;

/** The form validates with the schema the server parses with. */
export const schema = stealSchema;
