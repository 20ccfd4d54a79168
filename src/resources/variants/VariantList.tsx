import { SortButton, TopToolbar } from 'react-admin';
import { CreateButton } from '../../list/CreateButton';
import { ExportButton } from '../../list/ExportButton';
import { ConsoleList } from '../../list/ConsoleList';
import { VariantGrid } from './VariantGrid';
import { ListLabelsButton } from '../../screens/bar-code-variants/LabelsButton';
import { variantFilters } from './variantFilters';
import { variantListQuery } from './variantListQuery';
import { ImportButtons } from '../imports/ImportButtons';

const VariantListActions = () => (
  <TopToolbar>
    <SortButton fields={['created_at', 'price', 'sku']} />
    <CreateButton />
    <ExportButton />
    <ListLabelsButton />
    <ImportButtons resource="variant-imports" />
  </TopToolbar>
);

/** All variants, newest first (the spec's created-on sorter), with the spec's filters. */
const VariantList = () => (
  <ConsoleList filters={variantFilters()} filterDefaultValues={variantListQuery.filter} sort={variantListQuery.sort} actions={<VariantListActions />}>
    <VariantGrid />
  </ConsoleList>
);

export default VariantList;
