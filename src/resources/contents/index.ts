import WidgetsIcon from '@mui/icons-material/Widgets';
import { lazyScreen } from '../../routes/lazyScreen';
import type { ResourceFolder } from '../registry';

/** A section's content items: images, products, collections, links and texts. */
const folder: ResourceFolder = {
  list: lazyScreen(() => import('./ContentList')),
  show: lazyScreen(() => import('./ContentShow')),
  create: lazyScreen(async () => ({ default: (await import('./ContentForms')).ContentCreate })),
  edit: lazyScreen(async () => ({ default: (await import('./ContentForms')).ContentEdit })),
  icon: WidgetsIcon,
  recordRepresentation: (record) => String(record.title || record.type),
};

export default folder;
