import RateReviewIcon from '@mui/icons-material/RateReview';
import { lazyScreen } from '../../routes/lazyScreen';
import type { ResourceFolder } from '../registry';

const folder: ResourceFolder = {
  list: lazyScreen(() => import('./InReviewVariantList')),
  show: lazyScreen(() => import('./InReviewVariantShow')),
  edit: lazyScreen(() => import('./InReviewVariantEdit')),
  icon: RateReviewIcon,
  recordRepresentation: 'sku',
};

export default folder;
