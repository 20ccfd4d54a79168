import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { lazyScreen } from '../../routes/lazyScreen';
import type { ResourceViews } from '../registry';

const RoleList = lazyScreen(() => import('./RoleList'));

export const rolesViews: ResourceViews = {
  list: RoleList,
  create: lazyScreen(() => import('./RoleCreate')),
  edit: lazyScreen(() => import('./RoleEdit')),
  icon: AdminPanelSettingsIcon,
  recordRepresentation: 'name',
};

export const RolesScreen = RoleList;
export const PermissionsScreen = lazyScreen(() => import('./PermissionsScreen'));
