import PercentIcon from '@mui/icons-material/Percent';
import { resourceFolder } from '../resourceFolder';

export default resourceFolder(PercentIcon, import.meta.glob('./Discount{List,Inputs}.tsx'), { recordRepresentation: 'title' });
