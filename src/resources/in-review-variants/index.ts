import RateReviewIcon from '@mui/icons-material/RateReview';
import { lazyScreen } from '../../routes/lazyScreen';
import type { ResourceViews } from '../registry';

export const inReviewVariants: ResourceViews = {
  list: lazyScreen(() => import('./InReviewVariantList')),
  show: lazyScreen(() => import('./InReviewVariantShow')),
  edit: lazyScreen(() => import('./InReviewVariantEdit')),
  icon: RateReviewIcon,
  recordRepresentation: 'sku',
};
