import StorefrontIcon from '@mui/icons-material/Storefront';
import { lazyScreen } from '../../routes/lazyScreen';
import type { ResourceViews } from '../registry';
import { lazyForms } from '../taxonomy/lazyForms';

export const storeViews: ResourceViews = {
  list: lazyScreen(() => import('./StoreList')),
  ...lazyForms(() => import('./StoreInputs')),
  icon: StorefrontIcon,
  recordRepresentation: 'name',
};
