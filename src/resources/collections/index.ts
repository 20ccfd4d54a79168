import CollectionsBookmarkIcon from '@mui/icons-material/CollectionsBookmark';
import { resourceFolder } from '../resourceFolder';

export default resourceFolder(CollectionsBookmarkIcon, import.meta.glob('./Collection{List,Show,Inputs}.tsx'), { recordRepresentation: 'title' });
