import { Offline, ReferenceArrayInputBase, SelectArrayInput, SelectInput } from 'react-admin';
import { productStatusFilterChoices, variantStatusChoices } from './catalogueChoices';
import { LazyAutocompleteArrayInput } from './LazyAutocompleteInputs';
import { sharedListFilters } from './sharedListFilters';

/**
 * The product list filters of the spec; react-admin keeps them in its store for the session. The reference
 * filters use the Base inputs: ReferenceArrayInput imports an eager Autocomplete as its default child.
 */
export const productFilters = [
  ...sharedListFilters(),
  <ReferenceArrayInputBase key="brand_id" source="brand_id" reference="brands" offline={<Offline variant="inline" />} alwaysOn>
    <LazyAutocompleteArrayInput optionText="name" sx={{ minWidth: 200 }} />
  </ReferenceArrayInputBase>,
  <ReferenceArrayInputBase key="warehouse_id" source="warehouse_id" reference="warehouses" offline={<Offline variant="inline" />} alwaysOn>
    <LazyAutocompleteArrayInput optionText="name" sx={{ minWidth: 200 }} />
  </ReferenceArrayInputBase>,
  <SelectArrayInput key="variant_status" source="variant_status" choices={variantStatusChoices} alwaysOn sx={{ minWidth: 180 }} />,
  <SelectInput key="status" source="status" choices={productStatusFilterChoices} alwaysOn emptyText="catalogue.all" />,
];
