import { SortButton, TopToolbar } from 'react-admin';
import { ConsoleList } from '../../list/ConsoleList';
import { VariantGrid } from '../variants/VariantGrid';
import { variantFilterDefaults, variantFilters } from '../variants/variantFilters';
import { BulkReviewButtons } from './ReviewButtons';

const QueueActions = () => (
  <TopToolbar>
    <SortButton fields={['created_at', 'price', 'sku']} />
  </TopToolbar>
);

/** Variants waiting for review, oldest first so nothing waits forever; approve or reject in bulk. */
const InReviewVariantList = () => (
  <ConsoleList
    filters={variantFilters(false)}
    filterDefaultValues={variantFilterDefaults}
    sort={{ field: 'created_at', order: 'ASC' }}
    actions={<QueueActions />}
  >
    <VariantGrid bulkActionButtons={<BulkReviewButtons />} />
  </ConsoleList>
);

export default InReviewVariantList;
