import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazyScreen } from '../../routes/lazyScreen';
import type { ResourceFolder } from '../registry';

const folder: ResourceFolder = {
  list: lazyScreen(() => import('./OrderList')),
  show: lazyScreen(() => import('./OrderShow')),
  create: lazyScreen(() => import('./checkout/OrderCreate')),
  icon: ReceiptLongIcon,
  recordRepresentation: 'number',
};

export default folder;
