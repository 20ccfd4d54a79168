import ViewAgendaIcon from '@mui/icons-material/ViewAgenda';
import { lazyScreen } from '../../routes/lazyScreen';
import type { ResourceFolder } from '../registry';

/** A container's sections: listed and edited from their container's page. */
const folder: ResourceFolder = {
  list: lazyScreen(() => import('./SectionList')),
  create: lazyScreen(async () => ({ default: (await import('./SectionForms')).SectionCreate })),
  edit: lazyScreen(async () => ({ default: (await import('./SectionForms')).SectionEdit })),
  icon: ViewAgendaIcon,
  recordRepresentation: (record) => String(record.title || record.type),
};

export default folder;
