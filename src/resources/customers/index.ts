import PeopleIcon from '@mui/icons-material/People';
import { lazyScreen } from '../../routes/lazyScreen';
import type { ResourceFolder } from '../registry';

const folder: ResourceFolder = {
  list: lazyScreen(() => import('./CustomerList')),
  show: lazyScreen(() => import('./CustomerShow')),
  edit: lazyScreen(() => import('./CustomerEdit')),
  create: lazyScreen(() => import('./CustomerCreate')),
  icon: PeopleIcon,
  recordRepresentation: (record) => `${record.first_name} ${record.last_name}`.trim(),
};

export default folder;
