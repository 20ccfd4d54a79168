import TuneIcon from '@mui/icons-material/Tune';
import { lazyScreen } from '../../routes/lazyScreen';
import type { ResourceViews } from '../registry';
import { lazyForms } from '../taxonomy/lazyForms';

export const attributeViews: ResourceViews = {
  list: lazyScreen(() => import('./AttributeList')),
  ...lazyForms(() => import('./AttributeInputs')),
  icon: TuneIcon,
  recordRepresentation: 'name',
};
