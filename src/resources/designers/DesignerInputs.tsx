import { BooleanInput, TextInput, required } from 'react-admin';
import { SlugInput } from '../taxonomy/SlugInput';
import { designerSchema } from '@domain/taxonomy';

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

/** The form validates with the schema the server parses with. */
export const schema = designerSchema;
