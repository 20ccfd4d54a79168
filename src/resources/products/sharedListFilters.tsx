import { SearchInput, SelectInput } from '../../filters/lazyFilterInputs';
import { CategoryFilterInput } from './CategoryFilterInput';
import { stockFilterChoices } from './catalogueChoices';

/** The filters the product and variant lists open with: search, then category and stock at "All". */
export const sharedListFilters = () => [
  <SearchInput key="q" source="q" alwaysOn />,
  <CategoryFilterInput key="category" source="category" alwaysOn />,
  <SelectInput key="stock" source="stock" choices={stockFilterChoices} alwaysOn emptyText="catalogue.all" />,
];
