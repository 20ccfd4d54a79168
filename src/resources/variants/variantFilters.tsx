import { NullableBooleanInput, SelectArrayInput, SelectInput } from '../../filters/lazyFilterInputs';
import { variantListQuery } from './variantListQuery';
import { erpStatusChoices, productStatusFilterChoices, variantStatusChoices } from '../products/catalogueChoices';
import { referenceFilter } from '../products/referenceFilter';
import { sharedListFilters } from '../products/sharedListFilters';

/** The variant list filters of the spec; react-admin keeps them in its store for the session. */
export const variantFilters = (withStatus = true) => [
  ...sharedListFilters(),
  referenceFilter({ source: 'brand_id', reference: 'brands', optionText: 'name', minWidth: 180 }),
  referenceFilter({ source: 'warehouse_id', reference: 'warehouses', optionText: 'name', minWidth: 180 }),
  ...(withStatus ? [<SelectInput key="status" source="status" choices={variantStatusChoices} alwaysOn />] : []),
  <SelectInput key="product_status" source="product_status" choices={productStatusFilterChoices} alwaysOn emptyText="catalogue.all" />,
  <SelectArrayInput key="erp_status" source="erp_status" choices={erpStatusChoices} alwaysOn sx={{ minWidth: 160 }} />,
  <NullableBooleanInput key="is_expired" source="is_expired" alwaysOn />,
  referenceFilter({ source: 'product_id', reference: 'products', optionText: 'title', minWidth: 240 }),
];

/** The variant list's opening filters, for the lists that show variants. */
export const variantFilterDefaults = variantListQuery.filter;
