import StyleIcon from '@mui/icons-material/Style';
import { lazyScreen } from '../../routes/lazyScreen';
import type { ResourceFolder } from '../registry';

const folder: ResourceFolder = {
  list: lazyScreen(() => import('./VariantList')),
  show: lazyScreen(() => import('./VariantShow')),
  edit: lazyScreen(() => import('./VariantEdit')),
  create: lazyScreen(() => import('./VariantCreate')),
  icon: StyleIcon,
  recordRepresentation: 'sku',
};

export default folder;
