import { TextInput } from 'react-admin';

export const RoleInputs = () => (
  <>
    <TextInput source="name" fullWidth />
    <TextInput source="description" multiline fullWidth />
  </>
);
