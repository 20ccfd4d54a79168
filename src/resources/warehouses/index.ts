import WarehouseIcon from '@mui/icons-material/Warehouse';
import type { ResourceFolder } from '../registry';

/** Planned (src/domain/resources.ts): only the icon its menu entry shows until its views are built. */
const folder: ResourceFolder = { icon: WarehouseIcon };

export default folder;
