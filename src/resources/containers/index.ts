import DashboardCustomizeIcon from '@mui/icons-material/DashboardCustomize';
import type { ResourceFolder } from '../registry';

/** Planned (src/domain/resources.ts): only the icon its menu entry shows until its views are built. */
const folder: ResourceFolder = { icon: DashboardCustomizeIcon };

export default folder;
