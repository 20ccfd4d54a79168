import PeopleIcon from '@mui/icons-material/People';
import type { ResourceFolder } from '../registry';

/** Planned (src/domain/resources.ts): only the icon its menu entry shows until its views are built. */
const folder: ResourceFolder = { icon: PeopleIcon };

export default folder;
