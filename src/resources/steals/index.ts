import BoltIcon from '@mui/icons-material/Bolt';
import type { ScreenSet } from '../../screens/registry';
import { lazyScreen } from '../../routes/lazyScreen';
import { resourceFolder } from '../resourceFolder';

export default resourceFolder(BoltIcon, import.meta.glob('./Steal{List,Show,Inputs}.tsx'), { recordRepresentation: 'title' });

/** /apps/steal/add-variants/:id: the steal's variants with their prices and caps. */
export const screens: ScreenSet = { 'steal-variants': lazyScreen(() => import('./StealVariantsScreen')) };
