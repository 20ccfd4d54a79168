import { Edit, TopToolbar } from 'react-admin';
import { VariantForm } from '../variants/VariantForm';
import { RecordReviewButtons } from './ReviewButtons';
import { HistoryPanel } from '../../components/HistoryPanel';

const Actions = () => (
  <TopToolbar>
    <RecordReviewButtons />
  </TopToolbar>
);

/** Fixing a variant under review before deciding (/apps/product/:product_id/variant/view/:id/in-review-variant-edit). */
const InReviewVariantEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show" actions={<Actions />}>
    <VariantForm />
    <HistoryPanel />
  </Edit>
);

export default InReviewVariantEdit;
