import CodeIcon from '@mui/icons-material/Code';
import { resourceFolder } from '../resourceFolder';

/** Storefront scripts (issue 39); the code editor loads with their create and edit pages only. */
export default resourceFolder(CodeIcon, import.meta.glob('./Script{List,Edit,Create}.tsx'), { recordRepresentation: 'name' });
