import { SelectInput, TextArrayInput, TextInput, required } from 'react-admin';
import { attributeTypeChoices } from './attributeTypes';
import { attributeSchema } from '@domain/taxonomy';

const AttributeInputs = () => (
  <>
    <TextInput source="name" validate={required()} />
    <TextInput source="code" validate={required()} helperText="resources.attributes.code_help" />
    <SelectInput source="type" choices={attributeTypeChoices} defaultValue="select" validate={required()} />
    <TextArrayInput source="values" helperText="resources.attributes.values_help" fullWidth />
  </>
);
export default AttributeInputs;

/** The form validates with the schema the server parses with. */
export const schema = attributeSchema;
