import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { resourceFolder } from '../resourceFolder';
import { categoryLabel } from './categoryLabel';

export default resourceFolder(AccountTreeIcon, import.meta.glob('./Category{List,Inputs}.tsx'), { recordRepresentation: categoryLabel });
