import DashboardCustomizeIcon from '@mui/icons-material/DashboardCustomize';
import { lazyScreen } from '../../routes/lazyScreen';
import type { ScreenSet } from '../../screens/registry';
import { lazyFormViews, resourceFolder } from '../resourceFolder';

/** The storefront's containers (issue 18); the drag-and-drop library loads with their pages only. */
export default resourceFolder(DashboardCustomizeIcon, import.meta.glob('./Container{List,Show}.tsx'), {
  ...lazyFormViews(() => import('./ContainerForms'), 'ContainerCreate', 'ContainerEdit'),
  recordRepresentation: 'name',
});

export const screens: ScreenSet = { 'containers-preview': lazyScreen(() => import('./preview/PreviewScreen')) };
