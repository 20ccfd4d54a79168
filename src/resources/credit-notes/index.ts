import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { lazyScreen } from '../../routes/lazyScreen';
import type { ResourceFolder } from '../registry';

const folder: ResourceFolder = {
  list: lazyScreen(() => import('./CreditNoteList')),
  show: lazyScreen(() => import('./CreditNoteShow')),
  icon: RequestQuoteIcon,
  recordRepresentation: 'number',
};

export default folder;
