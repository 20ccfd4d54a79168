import RateReviewIcon from '@mui/icons-material/RateReview';
import { resourceFolder } from '../resourceFolder';

export default resourceFolder(RateReviewIcon, import.meta.glob('./InReviewVariant{List,Show,Edit}.tsx'), { recordRepresentation: 'sku' });
