import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { lazyScreen } from '../../routes/lazyScreen';
import type { ResourceFolder } from '../registry';

/** Offline orders are orders (the same collection, channel `offline`): the orders' view shows one. */
const folder: ResourceFolder = {
  list: lazyScreen(() => import('./OfflineOrderList')),
  show: lazyScreen(() => import('../orders/OrderShow')),
  icon: PointOfSaleIcon,
  recordRepresentation: 'number',
};

export default folder;
