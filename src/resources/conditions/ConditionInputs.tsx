import { TextInput, required } from 'react-admin';

const ConditionInputs = () => (
  <>
    <TextInput source="name" validate={required()} />
    <TextInput source="code" validate={required()} helperText="resources.conditions.code_help" />
    <TextInput source="description" multiline minRows={2} fullWidth />
  </>
);
export default ConditionInputs;
