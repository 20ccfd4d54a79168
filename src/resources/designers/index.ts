import BrushIcon from '@mui/icons-material/Brush';
import { lazyScreen } from '../../routes/lazyScreen';
import type { ResourceFolder } from '../registry';
import { lazyForms } from '../taxonomy/lazyForms';

const folder: ResourceFolder = {
  list: lazyScreen(() => import('./DesignerList')),
  ...lazyForms(() => import('./DesignerInputs')),
  icon: BrushIcon,
  recordRepresentation: 'name',
};

export default folder;
