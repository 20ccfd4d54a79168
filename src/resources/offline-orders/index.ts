import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { resourceFolder } from '../resourceFolder';

/** Offline orders are orders (the same collection, channel `offline`): the orders' view shows one. */
export default resourceFolder(PointOfSaleIcon, import.meta.glob(['./OfflineOrderList.tsx', '../orders/OrderShow.tsx']), { recordRepresentation: 'number' });
