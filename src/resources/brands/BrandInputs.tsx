import { BooleanInput, TextInput, required } from 'react-admin';
import { SlugInput } from '../taxonomy/SlugInput';
import { brandSchema } from '@domain/taxonomy';

const BrandInputs = () => (
  <>
    <TextInput source="name" validate={required()} />
    <SlugInput from="name" />
    <TextInput source="description" multiline minRows={3} fullWidth />
    <TextInput source="logo" fullWidth />
    <BooleanInput source="is_active" defaultValue />
  </>
);

export default BrandInputs;

/** The form validates with the schema the server parses with. */
export const schema = brandSchema;
