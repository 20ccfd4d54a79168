import { EditButton, Show, TopToolbar } from 'react-admin';
import { VariantDetails } from '../variants/VariantShow';
import { RecordReviewButtons } from './ReviewButtons';
import { HistoryPanel } from '../../components/HistoryPanel';

const Actions = () => (
  <TopToolbar>
    <RecordReviewButtons />
    <EditButton />
  </TopToolbar>
);

/** A variant under review, with its decision buttons. */
const InReviewVariantShow = () => (
  <Show actions={<Actions />}>
    <VariantDetails />
    <HistoryPanel />
  </Show>
);

export default InReviewVariantShow;
