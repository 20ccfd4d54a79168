import LinkIcon from '@mui/icons-material/Link';
import { lazyScreen } from '../../routes/lazyScreen';
import type { ResourceViews } from '../registry';
import { lazyForms } from '../taxonomy/lazyForms';

export const urlViews: ResourceViews = {
  list: lazyScreen(() => import('./UrlList')),
  ...lazyForms(() => import('./UrlInputs')),
  icon: LinkIcon,
  recordRepresentation: 'path',
};
