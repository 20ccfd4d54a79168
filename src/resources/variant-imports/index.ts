import DriveFolderUploadIcon from '@mui/icons-material/DriveFolderUpload';
import { importFolder } from '../imports/importFolder';

export default importFolder(DriveFolderUploadIcon);
