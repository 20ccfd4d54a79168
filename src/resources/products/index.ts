import InventoryIcon from '@mui/icons-material/Inventory2';
import { lazyScreen } from '../../routes/lazyScreen';
import type { ResourceViews } from '../registry';

export const products: ResourceViews = {
  list: lazyScreen(() => import('./ProductList')),
  show: lazyScreen(() => import('./ProductShow')),
  edit: lazyScreen(() => import('./ProductEdit')),
  create: lazyScreen(() => import('./ProductCreate')),
  icon: InventoryIcon,
  recordRepresentation: 'title',
};
