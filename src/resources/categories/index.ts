import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { lazyScreen } from '../../routes/lazyScreen';
import type { ResourceViews } from '../registry';
import { lazyForms } from '../taxonomy/lazyForms';
import { categoryLabel } from './categoryLabel';

export const categoryViews: ResourceViews = {
  list: lazyScreen(() => import('./CategoryList')),
  ...lazyForms(() => import('./CategoryInputs')),
  icon: AccountTreeIcon,
  recordRepresentation: categoryLabel,
};
