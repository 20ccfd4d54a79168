import StyleIcon from '@mui/icons-material/Style';
import { lazyScreen } from '../../routes/lazyScreen';
import type { ResourceViews } from '../registry';

export const variants: ResourceViews = {
  list: lazyScreen(() => import('./VariantList')),
  show: lazyScreen(() => import('./VariantShow')),
  edit: lazyScreen(() => import('./VariantEdit')),
  create: lazyScreen(() => import('./VariantCreate')),
  icon: StyleIcon,
  recordRepresentation: 'sku',
};
