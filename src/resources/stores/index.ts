import StorefrontIcon from '@mui/icons-material/Storefront';
import { resourceFolder } from '../resourceFolder';

export default resourceFolder(StorefrontIcon, import.meta.glob('./Store{List,Inputs}.tsx'), { recordRepresentation: 'name' });
