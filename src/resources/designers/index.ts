import BrushIcon from '@mui/icons-material/Brush';
import { resourceFolder } from '../resourceFolder';

export default resourceFolder(BrushIcon, import.meta.glob('./Designer{List,Inputs}.tsx'), { recordRepresentation: 'name' });
