import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { lazyScreen } from '../../routes/lazyScreen';
import type { ResourceFolder } from '../registry';

const RoleList = lazyScreen(() => import('./RoleList'));

const folder: ResourceFolder = {
  list: RoleList,
  create: lazyScreen(() => import('./RoleCreate')),
  edit: lazyScreen(() => import('./RoleEdit')),
  icon: AdminPanelSettingsIcon,
  recordRepresentation: 'name',
};

export default folder;

export const RolesScreen = RoleList;
export const PermissionsScreen = lazyScreen(() => import('./PermissionsScreen'));
