import LinkIcon from '@mui/icons-material/Link';
import { lazyScreen } from '../../routes/lazyScreen';
import type { ResourceFolder } from '../registry';
import { lazyForms } from '../taxonomy/lazyForms';

const folder: ResourceFolder = {
  list: lazyScreen(() => import('./UrlList')),
  ...lazyForms(() => import('./UrlInputs')),
  icon: LinkIcon,
  recordRepresentation: 'path',
};

export default folder;
