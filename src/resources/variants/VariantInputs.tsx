import { AutocompleteInput, ReferenceInput, SelectInput, TextInput, required } from 'react-admin';
import { LocaleDateTimeInput } from '../../fields/LocaleDateTimeInput';
import { erpStatusChoices } from '../products/catalogueChoices';
import { ImagesInput } from '../products/ImagesInput';
import { MoneyInput } from './money';

/** Ids that arrive as text (e.g. ?source={"product_id":"7"}) become numbers for the reference input. */
const numericId = (value: unknown) => (value === null || value === undefined || value === '' ? value : Number(value));

/** The fields of a variant, shared by add and edit; the product is chosen once, on add. */
export const VariantInputs = ({ isCreate = false }: { isCreate?: boolean }) => (
  <>
    <ReferenceInput source="product_id" reference="products">
      <AutocompleteInput optionText="title" validate={required()} disabled={!isCreate} format={numericId} parse={numericId} sx={{ minWidth: 360 }} />
    </ReferenceInput>
    <TextInput source="sku" validate={required()} />
    <TextInput source="barcode" />
    <TextInput source="size" />
    <TextInput source="colour" />
    <ReferenceInput source="condition_id" reference="conditions" sort={{ field: 'position', order: 'ASC' }}>
      <SelectInput optionText="name" />
    </ReferenceInput>
    <MoneyInput source="mrp" validate={required()} />
    <MoneyInput source="price" validate={required()} />
    <MoneyInput source="cost" />
    <SelectInput source="erp_status" choices={erpStatusChoices} defaultValue="pending" />
    <LocaleDateTimeInput source="expires_at" />
    <ImagesInput />
  </>
);
