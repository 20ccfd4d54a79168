import WarehouseIcon from '@mui/icons-material/Warehouse';
import { lazyScreen } from '../../routes/lazyScreen';
import type { ResourceFolder } from '../registry';
import { lazyForms } from '../taxonomy/lazyForms';

const folder: ResourceFolder = {
  list: lazyScreen(() => import('./WarehouseList')),
  create: lazyForms(() => import('./WarehouseInputs')).create,
  edit: lazyScreen(() => import('./WarehouseEdit')),
  icon: WarehouseIcon,
  recordRepresentation: 'name',
};

export default folder;
