import { lazyScreen } from '../../routes/lazyScreen';
import type { ScreenSet } from '../registry';

export const screens: ScreenSet = { 'variant-tracking': lazyScreen(() => import('./VariantTrackingScreen')) };
