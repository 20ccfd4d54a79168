import { lazyScreen } from '../../routes/lazyScreen';
import type { ScreenSet } from '../registry';

export const screens: ScreenSet = {
  rack: lazyScreen(() => import('./RackScreen')),
  'warehouse-stock': lazyScreen(() => import('./WarehouseStockScreen')),
  'inbound-inventory': lazyScreen(() => import('./InboundScreen')),
  'outbound-inventory': lazyScreen(() => import('./OutboundScreen')),
  'move-inventory': lazyScreen(() => import('./MoveScreen')),
};
