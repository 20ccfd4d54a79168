import { AutocompleteInput, ReferenceInput, SelectInput, TextArrayInput, TextInput, required } from 'react-admin';
import { SlugInput } from '../taxonomy/SlugInput';
import { AttributesInput } from './AttributesInput';
import { ImagesInput } from './ImagesInput';
import { productStatusChoices } from './catalogueChoices';

/** The fields of a product template, shared by add and edit. */
export const ProductInputs = () => (
  <>
    <TextInput source="title" validate={required()} fullWidth />
    <SlugInput from="title" />
    <TextInput source="description" multiline minRows={3} fullWidth />
    <ReferenceInput source="brand_id" reference="brands">
      <AutocompleteInput optionText="name" />
    </ReferenceInput>
    <ReferenceInput source="designer_id" reference="designers">
      <AutocompleteInput optionText="name" />
    </ReferenceInput>
    <ReferenceInput source="category_id" reference="categories">
      {/* The category's record representation: its path, as on the product page. */}
      <AutocompleteInput />
    </ReferenceInput>
    <SelectInput source="status" choices={productStatusChoices} defaultValue="draft" validate={required()} />
    <TextArrayInput source="tags" />
    <TextInput source="hsn_code" helperText="resources.products.hsn_help" />
    <AttributesInput />
    <ImagesInput />
  </>
);
