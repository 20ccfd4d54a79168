import CheckroomIcon from '@mui/icons-material/Checkroom';
import { resourceFolder } from '../resourceFolder';

export default resourceFolder(CheckroomIcon, import.meta.glob('./Product{List,Show,Edit,Create}.tsx'), { recordRepresentation: 'title' });
