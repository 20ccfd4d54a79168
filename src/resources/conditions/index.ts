import GradingIcon from '@mui/icons-material/Grading';
import { resourceFolder } from '../resourceFolder';

export default resourceFolder(GradingIcon, import.meta.glob('./Condition{List,Inputs}.tsx'), { recordRepresentation: 'name' });
