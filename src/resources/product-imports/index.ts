import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { importFolder } from '../imports/importFolder';

export default importFolder(CloudUploadIcon);
