import { NullableBooleanInput, Offline, ReferenceInputBase, SelectArrayInput, SelectInput } from 'react-admin';
import { variantListQuery } from './variantListQuery';
import { erpStatusChoices, productStatusFilterChoices, variantStatusChoices } from '../products/catalogueChoices';
import { LazyAutocompleteInput } from '../products/LazyAutocompleteInputs';
import { sharedListFilters } from '../products/sharedListFilters';

/**
 * The variant list filters of the spec; react-admin keeps them in its store for the session. The reference
 * filters use the Base input: ReferenceInput imports an eager Autocomplete as its default child.
 */
export const variantFilters = (withStatus = true) => [
  ...sharedListFilters(),
  <ReferenceInputBase key="brand_id" source="brand_id" reference="brands" offline={<Offline variant="inline" />} alwaysOn>
    <LazyAutocompleteInput optionText="name" sx={{ minWidth: 180 }} />
  </ReferenceInputBase>,
  <ReferenceInputBase key="warehouse_id" source="warehouse_id" reference="warehouses" offline={<Offline variant="inline" />} alwaysOn>
    <LazyAutocompleteInput optionText="name" sx={{ minWidth: 180 }} />
  </ReferenceInputBase>,
  ...(withStatus ? [<SelectInput key="status" source="status" choices={variantStatusChoices} alwaysOn />] : []),
  <SelectInput key="product_status" source="product_status" choices={productStatusFilterChoices} alwaysOn emptyText="catalogue.all" />,
  <SelectArrayInput key="erp_status" source="erp_status" choices={erpStatusChoices} alwaysOn sx={{ minWidth: 160 }} />,
  <NullableBooleanInput key="is_expired" source="is_expired" alwaysOn />,
  <ReferenceInputBase key="product_id" source="product_id" reference="products" offline={<Offline variant="inline" />} alwaysOn>
    <LazyAutocompleteInput optionText="title" sx={{ minWidth: 240 }} />
  </ReferenceInputBase>,
];

/** The variant list's opening filters, for the lists that show variants. */
export const variantFilterDefaults = variantListQuery.filter;
