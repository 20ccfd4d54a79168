import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { importFolder } from '../imports/importFolder';

export default importFolder(GroupAddIcon);
