import { EditButton, Show, TopToolbar } from 'react-admin';
import { VariantDetails } from '../variants/VariantShow';
import { RecordReviewButtons } from './ReviewButtons';

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
  </Show>
);

export default InReviewVariantShow;
