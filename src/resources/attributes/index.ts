import TuneIcon from '@mui/icons-material/Tune';
import { resourceFolder } from '../resourceFolder';

export default resourceFolder(TuneIcon, import.meta.glob('./Attribute{List,Inputs}.tsx'), { recordRepresentation: 'name' });
