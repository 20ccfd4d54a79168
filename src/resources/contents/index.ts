import WidgetsIcon from '@mui/icons-material/Widgets';
import { lazyFormViews, resourceFolder } from '../resourceFolder';

/** A section's content items: images, products, collections, links and texts. */
export default resourceFolder(WidgetsIcon, import.meta.glob('./Content{List,Show}.tsx'), {
  ...lazyFormViews(() => import('./ContentForms'), 'ContentCreate', 'ContentEdit'),
  recordRepresentation: (record) => String(record.title || record.type),
});
