import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { lazyScreen } from '../../routes/lazyScreen';
import type { ResourceViews } from '../registry';
import { lazyForms } from '../taxonomy/lazyForms';

export const brandViews: ResourceViews = {
  list: lazyScreen(() => import('./BrandList')),
  ...lazyForms(() => import('./BrandInputs')),
  icon: LocalOfferIcon,
  recordRepresentation: 'name',
};
