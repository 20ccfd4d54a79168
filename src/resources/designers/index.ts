import BrushIcon from '@mui/icons-material/Brush';
import { lazyScreen } from '../../routes/lazyScreen';
import type { ResourceViews } from '../registry';
import { lazyForms } from '../taxonomy/lazyForms';

export const designerViews: ResourceViews = {
  list: lazyScreen(() => import('./DesignerList')),
  ...lazyForms(() => import('./DesignerInputs')),
  icon: BrushIcon,
  recordRepresentation: 'name',
};
