import { AutocompleteInput, NullableBooleanInput, ReferenceInput, SelectArrayInput, SelectInput } from 'react-admin';
import { ALL } from '../../domain/catalogueValues';
import { erpStatusChoices, productStatusFilterChoices, variantStatusChoices } from '../products/catalogueChoices';
import { sharedListFilters } from '../products/sharedListFilters';

/** The variant list filters of the spec; react-admin keeps them in its store for the session. */
export const variantFilters = (withStatus = true) => [
  ...sharedListFilters(),
  <ReferenceInput key="brand_id" source="brand_id" reference="brands" alwaysOn>
    <AutocompleteInput optionText="name" sx={{ minWidth: 180 }} />
  </ReferenceInput>,
  <ReferenceInput key="warehouse_id" source="warehouse_id" reference="warehouses" alwaysOn>
    <AutocompleteInput optionText="name" sx={{ minWidth: 180 }} />
  </ReferenceInput>,
  ...(withStatus ? [<SelectInput key="status" source="status" choices={variantStatusChoices} alwaysOn />] : []),
  <SelectInput key="product_status" source="product_status" choices={productStatusFilterChoices} alwaysOn emptyText="catalogue.all" />,
  <SelectArrayInput key="erp_status" source="erp_status" choices={erpStatusChoices} alwaysOn sx={{ minWidth: 160 }} />,
  <NullableBooleanInput key="is_expired" source="is_expired" alwaysOn />,
  <ReferenceInput key="product_id" source="product_id" reference="products" alwaysOn>
    <AutocompleteInput optionText="title" sx={{ minWidth: 240 }} />
  </ReferenceInput>,
];

/** Category, stock and status start at "All"; expired variants are hidden until asked for. */
export const variantFilterDefaults = { category: ALL, stock: ALL, product_status: ALL, is_expired: false };
