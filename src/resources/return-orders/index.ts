import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import { lazyScreen } from '../../routes/lazyScreen';
import type { ResourceFolder } from '../registry';

const folder: ResourceFolder = {
  list: lazyScreen(() => import('./ReturnOrderList')),
  icon: AssignmentReturnIcon,
};

export default folder;
