import PeopleIcon from '@mui/icons-material/People';
import type { ResourceFolder } from '../registry';

/** Planned (src/domain/resources.ts): the icon its menu entry shows, and in i18n/ its module label, until its views are built. */
const folder: ResourceFolder = { icon: PeopleIcon };

export default folder;
