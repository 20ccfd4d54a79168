import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import { resourceFolder } from '../resourceFolder';

export default resourceFolder(AssignmentReturnIcon, import.meta.glob('./ReturnOrderList.tsx'));
