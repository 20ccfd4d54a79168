import PeopleIcon from '@mui/icons-material/People';
import { resourceFolder } from '../resourceFolder';

export default resourceFolder(PeopleIcon, import.meta.glob('./Customer{List,Show,Edit,Create}.tsx'), {
  recordRepresentation: (record) => `${record.first_name} ${record.last_name}`.trim(),
});
