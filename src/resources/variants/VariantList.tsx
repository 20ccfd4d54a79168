import { CreateButton, ExportButton, List, SortButton, TopToolbar } from 'react-admin';
import { VariantGrid } from './VariantGrid';
import { variantFilterDefaults, variantFilters } from './variantFilters';

const VariantListActions = () => (
  <TopToolbar>
    <SortButton fields={['created_at', 'price', 'sku']} />
    <CreateButton />
    <ExportButton />
  </TopToolbar>
);

/** All variants, newest first (the spec's created-on sorter), with the spec's filters. */
const VariantList = () => (
  <List filters={variantFilters()} filterDefaultValues={variantFilterDefaults} sort={{ field: 'created_at', order: 'DESC' }} actions={<VariantListActions />}>
    <VariantGrid />
  </List>
);

export default VariantList;
