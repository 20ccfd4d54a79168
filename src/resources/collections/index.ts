import CollectionsIcon from '@mui/icons-material/Collections';
import { lazyScreen } from '../../routes/lazyScreen';
import type { ResourceViews } from '../registry';
import { lazyForms } from '../taxonomy/lazyForms';

export const collectionViews: ResourceViews = {
  list: lazyScreen(() => import('./CollectionList')),
  show: lazyScreen(() => import('./CollectionShow')),
  ...lazyForms(() => import('./CollectionInputs')),
  icon: CollectionsIcon,
  recordRepresentation: 'title',
};
