import ShelvesIcon from '@mui/icons-material/Shelves';
import { lazyScreen } from '../../routes/lazyScreen';
import type { ResourceFolder } from '../registry';

const folder: ResourceFolder = {
  list: lazyScreen(() => import('./ShelfList')),
  create: lazyScreen(() => import('./ShelfBulkCreate')),
  edit: lazyScreen(() => import('./ShelfEdit')),
  icon: ShelvesIcon,
  recordRepresentation: 'code',
};

export default folder;
