import { AutocompleteInput, BooleanInput, ReferenceInput, TextInput, required } from 'react-admin';
import { SlugInput } from '../taxonomy/SlugInput';
import { categorySchema } from '@domain/taxonomy';

const CategoryInputs = () => (
  <>
    <TextInput source="name" validate={required()} />
    <SlugInput from="name" />
    <ReferenceInput source="parent_id" reference="categories">
      <AutocompleteInput helperText="resources.categories.parent_help" fullWidth />
    </ReferenceInput>
    <TextInput source="description" multiline minRows={2} fullWidth />
    <BooleanInput source="is_active" defaultValue />
  </>
);
export default CategoryInputs;

/** The form validates with the schema the server parses with. */
export const schema = categorySchema;
