import ShelvesIcon from '@mui/icons-material/Shelves';
import { resourceFolder } from '../resourceFolder';

export default resourceFolder(ShelvesIcon, import.meta.glob('./{ShelfList,ShelfBulkCreate,ShelfEdit}.tsx'), { recordRepresentation: 'code' });
