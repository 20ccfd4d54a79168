import LinkIcon from '@mui/icons-material/Link';
import { resourceFolder } from '../resourceFolder';

export default resourceFolder(LinkIcon, import.meta.glob('./Url{List,Inputs}.tsx'), { recordRepresentation: 'path' });
