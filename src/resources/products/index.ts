import CheckroomIcon from '@mui/icons-material/Checkroom';
import { lazyScreen } from '../../routes/lazyScreen';
import type { ResourceFolder } from '../registry';

const folder: ResourceFolder = {
  list: lazyScreen(() => import('./ProductList')),
  show: lazyScreen(() => import('./ProductShow')),
  edit: lazyScreen(() => import('./ProductEdit')),
  create: lazyScreen(() => import('./ProductCreate')),
  icon: CheckroomIcon,
  recordRepresentation: 'title',
};

export default folder;
