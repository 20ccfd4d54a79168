import PeopleIcon from '@mui/icons-material/People';
import { lazyScreen } from '../../routes/lazyScreen';
import type { ResourceViews } from '../registry';

export const employeesViews: ResourceViews = {
  list: lazyScreen(() => import('./EmployeeList')),
  create: lazyScreen(() => import('./EmployeeCreate')),
  edit: lazyScreen(() => import('./EmployeeEdit')),
  show: lazyScreen(() => import('./EmployeeShow')),
  icon: PeopleIcon,
  recordRepresentation: (record) => `${record.first_name} ${record.last_name}`,
};

export const EmployeeProfileScreen = lazyScreen(() => import('./EmployeeProfile'));
export const ProfileOfScreen = lazyScreen(() => import('./ProfileOf'));
