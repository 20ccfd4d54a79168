import WarehouseIcon from '@mui/icons-material/Warehouse';
import { resourceFolder } from '../resourceFolder';

export default resourceFolder(WarehouseIcon, import.meta.glob('./Warehouse{List,Edit,Inputs}.tsx'), { recordRepresentation: 'name' });
