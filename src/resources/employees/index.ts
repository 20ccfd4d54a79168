import BadgeIcon from '@mui/icons-material/Badge';
import { lazyScreen } from '../../routes/lazyScreen';
import type { ScreenSet } from '../../screens/registry';
import { resourceFolder } from '../resourceFolder';

export default resourceFolder(BadgeIcon, import.meta.glob('./Employee{List,Show,Edit,Create}.tsx'), {
  recordRepresentation: (record) => `${record.first_name} ${record.last_name}`,
});

export const screens: ScreenSet = {
  'employee-profile': lazyScreen(() => import('./EmployeeProfile')),
  'profile-of': lazyScreen(() => import('./ProfileOf')),
};
