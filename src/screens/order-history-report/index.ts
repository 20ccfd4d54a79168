import { lazyScreen } from '../../routes/lazyScreen';
import type { ScreenSet } from '../registry';

export const screens: ScreenSet = { 'order-history-report': lazyScreen(() => import('./OrderHistoryReportScreen')) };
