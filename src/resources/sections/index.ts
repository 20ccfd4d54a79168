import ViewAgendaIcon from '@mui/icons-material/ViewAgenda';
import { lazyScreen } from '../../routes/lazyScreen';
import type { ScreenSet } from '../../screens/registry';
import { lazyFormViews, resourceFolder } from '../resourceFolder';

/** A container's sections: listed and edited from their container's page. */
export default resourceFolder(ViewAgendaIcon, import.meta.glob('./SectionList.tsx'), {
  ...lazyFormViews(() => import('./SectionForms'), 'SectionCreate', 'SectionEdit'),
  recordRepresentation: (record) => String(record.title || record.type),
});

export const screens: ScreenSet = { 'section-layout': lazyScreen(() => import('./SectionLayoutScreen')) };
