import TuneIcon from '@mui/icons-material/Tune';
import { lazyScreen } from '../../routes/lazyScreen';
import type { ResourceFolder } from '../registry';
import { lazyForms } from '../taxonomy/lazyForms';

const folder: ResourceFolder = {
  list: lazyScreen(() => import('./AttributeList')),
  ...lazyForms(() => import('./AttributeInputs')),
  icon: TuneIcon,
  recordRepresentation: 'name',
};

export default folder;
