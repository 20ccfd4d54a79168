import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { lazyScreen } from '../../routes/lazyScreen';
import type { ScreenSet } from '../../screens/registry';
import { resourceFolder } from '../resourceFolder';

/** The spec's /roles screen is the resource's list: one chunk, loaded once. */
const RoleList = lazyScreen(() => import('./RoleList'));

export default resourceFolder(AdminPanelSettingsIcon, import.meta.glob('./Role{Edit,Create}.tsx'), { list: RoleList, recordRepresentation: 'name' });

export const screens: ScreenSet = { roles: RoleList, permissions: lazyScreen(() => import('./PermissionsScreen')) };
