import DashboardCustomizeIcon from '@mui/icons-material/DashboardCustomize';
import { lazyScreen } from '../../routes/lazyScreen';
import type { ResourceFolder } from '../registry';

/** The storefront's containers (issue 18); the drag-and-drop library loads with their pages only. */
const folder: ResourceFolder = {
  list: lazyScreen(() => import('./ContainerList')),
  show: lazyScreen(() => import('./ContainerShow')),
  create: lazyScreen(async () => ({ default: (await import('./ContainerForms')).ContainerCreate })),
  edit: lazyScreen(async () => ({ default: (await import('./ContainerForms')).ContainerEdit })),
  icon: DashboardCustomizeIcon,
  recordRepresentation: 'name',
};

export default folder;
