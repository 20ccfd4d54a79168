import StyleIcon from '@mui/icons-material/Style';
import { lazyScreen } from '../../routes/lazyScreen';
import type { ScreenSet } from '../../screens/registry';
import { resourceFolder } from '../resourceFolder';

export default resourceFolder(StyleIcon, import.meta.glob('./Variant{List,Show,Edit,Create}.tsx'), { recordRepresentation: 'sku' });

export const screens: ScreenSet = { 'product-variants': lazyScreen(() => import('./ProductVariantList')) };
