import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import { resourceFolder } from '../resourceFolder';

export default resourceFolder(ConfirmationNumberIcon, import.meta.glob('./Raffle{List,Edit,Create}.tsx'), { recordRepresentation: 'name' });
