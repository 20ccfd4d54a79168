import SellIcon from '@mui/icons-material/Sell';
import { resourceFolder } from '../resourceFolder';

export default resourceFolder(SellIcon, import.meta.glob('./Brand{List,Inputs}.tsx'), { recordRepresentation: 'name' });
