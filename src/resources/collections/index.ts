import CollectionsBookmarkIcon from '@mui/icons-material/CollectionsBookmark';
import { lazyScreen } from '../../routes/lazyScreen';
import type { ResourceFolder } from '../registry';
import { lazyForms } from '../taxonomy/lazyForms';

const folder: ResourceFolder = {
  list: lazyScreen(() => import('./CollectionList')),
  show: lazyScreen(() => import('./CollectionShow')),
  ...lazyForms(() => import('./CollectionInputs')),
  icon: CollectionsBookmarkIcon,
  recordRepresentation: 'title',
};

export default folder;
