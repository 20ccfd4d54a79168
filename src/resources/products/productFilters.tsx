import { AutocompleteArrayInput, ReferenceArrayInput, SelectArrayInput, SelectInput } from 'react-admin';
import { ALL } from '../../domain/catalogueValues';
import { productStatusFilterChoices, variantStatusChoices } from './catalogueChoices';
import { sharedListFilters } from './sharedListFilters';

/** The product list filters of the spec; react-admin keeps them in its store for the session. */
export const productFilters = [
  ...sharedListFilters(),
  <ReferenceArrayInput key="brand_id" source="brand_id" reference="brands" alwaysOn>
    <AutocompleteArrayInput optionText="name" sx={{ minWidth: 200 }} />
  </ReferenceArrayInput>,
  <ReferenceArrayInput key="warehouse_id" source="warehouse_id" reference="warehouses" alwaysOn>
    <AutocompleteArrayInput optionText="name" sx={{ minWidth: 200 }} />
  </ReferenceArrayInput>,
  <SelectArrayInput key="variant_status" source="variant_status" choices={variantStatusChoices} alwaysOn sx={{ minWidth: 180 }} />,
  <SelectInput key="status" source="status" choices={productStatusFilterChoices} alwaysOn emptyText="catalogue.all" />,
];

/** Category, stock and status start at "All". */
export const productFilterDefaults = { category: ALL, stock: ALL, status: ALL };
