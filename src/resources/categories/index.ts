import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { lazyScreen } from '../../routes/lazyScreen';
import type { ResourceFolder } from '../registry';
import { lazyForms } from '../taxonomy/lazyForms';
import { categoryLabel } from './categoryLabel';

const folder: ResourceFolder = {
  list: lazyScreen(() => import('./CategoryList')),
  ...lazyForms(() => import('./CategoryInputs')),
  icon: AccountTreeIcon,
  recordRepresentation: categoryLabel,
};

export default folder;
