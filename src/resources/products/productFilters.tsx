import { SelectArrayInput, SelectInput } from '../../filters/lazyFilterInputs';
import { productStatusFilterChoices, variantStatusChoices } from './catalogueChoices';
import { referenceFilter } from './referenceFilter';
import { sharedListFilters } from './sharedListFilters';

/** The product list filters of the spec; react-admin keeps them in its store for the session. */
export const productFilters = [
  ...sharedListFilters(),
  referenceFilter({ source: 'brand_id', reference: 'brands', optionText: 'name', minWidth: 200, multiple: true }),
  referenceFilter({ source: 'warehouse_id', reference: 'warehouses', optionText: 'name', minWidth: 200, multiple: true }),
  <SelectArrayInput key="variant_status" source="variant_status" choices={variantStatusChoices} alwaysOn sx={{ minWidth: 180 }} />,
  <SelectInput key="status" source="status" choices={productStatusFilterChoices} alwaysOn emptyText="catalogue.all" />,
];
