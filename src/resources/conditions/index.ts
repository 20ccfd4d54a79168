import GradingIcon from '@mui/icons-material/Grading';
import { lazyScreen } from '../../routes/lazyScreen';
import type { ResourceFolder } from '../registry';
import { lazyForms } from '../taxonomy/lazyForms';

const folder: ResourceFolder = {
  list: lazyScreen(() => import('./ConditionList')),
  ...lazyForms(() => import('./ConditionInputs')),
  icon: GradingIcon,
  recordRepresentation: 'name',
};

export default folder;
