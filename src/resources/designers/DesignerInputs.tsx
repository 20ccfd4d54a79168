import { BooleanInput, TextInput, required } from 'react-admin';
import { SlugInput } from '../taxonomy/SlugInput';

const DesignerInputs = () => (
  <>
    <TextInput source="name" validate={required()} />
    <SlugInput from="name" />
    <TextInput source="country" />
    <TextInput source="bio" multiline minRows={3} fullWidth />
    <BooleanInput source="is_active" defaultValue />
  </>
);
export default DesignerInputs;
