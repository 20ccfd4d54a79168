import {
  ArrayInput,
  AutocompleteInput,
  FormDataConsumer,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  required,
  useGetList,
  useSourceContext,
  type RaRecord,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { listedValues } from '@domain/taxonomy';
import type { AttributeRow } from './attributeRows';

interface Attribute extends RaRecord {
  code: string;
  name: string;
  type: string;
  values: string[];
}

/** The server's largest page: a shop has tens of attributes, so the rows choose among them all. */
const ALL_ATTRIBUTES = 500;

/** A code no attribute has any more (kept from older data) still shows, as itself. */
const withCode = (attributes: Attribute[], code: string | undefined): Attribute[] =>
  !code || attributes.some((attribute) => attribute.code === code) ? attributes : [...attributes, { id: code, code, name: code, type: 'text', values: [] }];

/** The value of one row: one of the attribute's values when it lists them, else free text. */
const ValueInput = ({ attribute, value }: { attribute: Attribute | undefined; value: string | undefined }) => {
  const listed = attribute && listedValues(attribute);
  if (!listed) return <TextInput source="value" label="resources.products.attribute_value" validate={required()} />;
  // A value the product already holds stays choosable even once the list no longer has it.
  const values = value && !listed.includes(value) ? [...listed, value] : listed;
  return (
    <SelectInput
      source="value"
      label="resources.products.attribute_value"
      choices={values.map((one) => ({ id: one, name: one }))}
      translateChoice={false}
      validate={required()}
    />
  );
};

/** One row: the attribute, then its value; another attribute starts with no value. */
const AttributeRowInputs = ({ attributes, row }: { attributes: Attribute[]; row: Partial<AttributeRow> | undefined }) => {
  const { setValue } = useFormContext();
  const valueSource = useSourceContext().getSource('value');
  const choices = withCode(attributes, row?.code);
  return (
    <>
      <AutocompleteInput
        source="code"
        label="resources.products.attribute"
        choices={choices}
        optionValue="code"
        optionText="name"
        validate={required()}
        onChange={() => setValue(valueSource, '', { shouldDirty: true })}
      />
      <ValueInput attribute={choices.find((attribute) => attribute.code === row?.code)} value={row?.value} />
    </>
  );
};

/** The attribute values of a product: rows of (attribute, value), added and removed by staff; ProductForm checks them. */
export const AttributesInput = () => {
  const { data: attributes = [], isPending } = useGetList<Attribute>('attributes', {
    pagination: { page: 1, perPage: ALL_ATTRIBUTES },
    sort: { field: 'name', order: 'ASC' },
  });
  // The rows name their attributes once these arrive: an autocomplete keeps the text it first shows.
  if (isPending) return null;
  return (
    <ArrayInput source="attributes" fullWidth>
      <SimpleFormIterator inline disableReordering disableClear>
        <FormDataConsumer>
          {({ scopedFormData }) => <AttributeRowInputs attributes={attributes} row={scopedFormData as Partial<AttributeRow> | undefined} />}
        </FormDataConsumer>
      </SimpleFormIterator>
    </ArrayInput>
  );
};
