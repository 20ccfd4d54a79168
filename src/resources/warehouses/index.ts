import WarehouseIcon from '@mui/icons-material/Warehouse';
import type { ResourceFolder } from '../registry';

/** Planned (src/domain/resources.ts): the icon its menu entry shows, and in i18n/ its module label, until its views are built. */
const folder: ResourceFolder = { icon: WarehouseIcon };

export default folder;
