import MoveUpIcon from '@mui/icons-material/MoveUp';
import { resourceFolder } from '../resourceFolder';

export default resourceFolder(MoveUpIcon, import.meta.glob('./StockMove{List,Show,Create}.tsx'), { recordRepresentation: (record) => `#${record.id}` });
