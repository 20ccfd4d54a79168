import StorefrontIcon from '@mui/icons-material/Storefront';
import { lazyScreen } from '../../routes/lazyScreen';
import type { ResourceFolder } from '../registry';
import { lazyForms } from '../taxonomy/lazyForms';

const folder: ResourceFolder = {
  list: lazyScreen(() => import('./StoreList')),
  ...lazyForms(() => import('./StoreInputs')),
  icon: StorefrontIcon,
  recordRepresentation: 'name',
};

export default folder;
