import { TextInput, required } from 'react-admin';
import { conditionSchema } from '@domain/taxonomy';

const ConditionInputs = () => (
  <>
    <TextInput source="name" validate={required()} />
    <TextInput source="code" validate={required()} helperText="resources.conditions.code_help" />
    <TextInput source="description" multiline minRows={2} fullWidth />
  </>
);
export default ConditionInputs;

/** The form validates with the schema the server parses with. */
export const schema = conditionSchema;
