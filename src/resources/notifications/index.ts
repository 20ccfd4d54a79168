import CampaignIcon from '@mui/icons-material/Campaign';
import { resourceFolder } from '../resourceFolder';

/** Notifications to customers (issue 39): compose, preview, schedule, follow the send and its outbox. */
export default resourceFolder(CampaignIcon, import.meta.glob('./Notification{List,Show,Edit,Create}.tsx'), { recordRepresentation: 'title' });
