import { VariantPage } from '../variants/VariantShow';
import { RecordReviewButtons } from './ReviewButtons';

/** A variant under review, with its decision buttons. */
const InReviewVariantShow = () => <VariantPage actions={<RecordReviewButtons />} />;

export default InReviewVariantShow;
