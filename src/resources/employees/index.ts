import BadgeIcon from '@mui/icons-material/Badge';
import { lazyScreen } from '../../routes/lazyScreen';
import type { ResourceFolder } from '../registry';

const folder: ResourceFolder = {
  list: lazyScreen(() => import('./EmployeeList')),
  create: lazyScreen(() => import('./EmployeeCreate')),
  edit: lazyScreen(() => import('./EmployeeEdit')),
  show: lazyScreen(() => import('./EmployeeShow')),
  icon: BadgeIcon,
  recordRepresentation: (record) => `${record.first_name} ${record.last_name}`,
};

export default folder;

export const EmployeeProfileScreen = lazyScreen(() => import('./EmployeeProfile'));
export const ProfileOfScreen = lazyScreen(() => import('./ProfileOf'));
