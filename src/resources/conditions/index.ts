import GradingIcon from '@mui/icons-material/Grading';
import { lazyScreen } from '../../routes/lazyScreen';
import type { ResourceViews } from '../registry';
import { lazyForms } from '../taxonomy/lazyForms';

export const conditionViews: ResourceViews = {
  list: lazyScreen(() => import('./ConditionList')),
  ...lazyForms(() => import('./ConditionInputs')),
  icon: GradingIcon,
  recordRepresentation: 'name',
};
