import SellIcon from '@mui/icons-material/Sell';
import { lazyScreen } from '../../routes/lazyScreen';
import type { ResourceFolder } from '../registry';
import { lazyForms } from '../taxonomy/lazyForms';

const folder: ResourceFolder = {
  list: lazyScreen(() => import('./BrandList')),
  ...lazyForms(() => import('./BrandInputs')),
  icon: SellIcon,
  recordRepresentation: 'name',
};

export default folder;
