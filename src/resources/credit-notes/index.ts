import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { resourceFolder } from '../resourceFolder';

export default resourceFolder(RequestQuoteIcon, import.meta.glob('./CreditNote{List,Show}.tsx'), { recordRepresentation: 'number' });
