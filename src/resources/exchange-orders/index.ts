import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { lazyScreen } from '../../routes/lazyScreen';
import type { ResourceFolder } from '../registry';

const folder: ResourceFolder = {
  list: lazyScreen(() => import('./ExchangeOrderList')),
  icon: SwapHorizIcon,
};

export default folder;
