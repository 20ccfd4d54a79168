import { lazyScreen } from '../../routes/lazyScreen';
import type { ScreenSet } from '../registry';

export const screens: ScreenSet = { 'api-reference': lazyScreen(() => import('./ApiReferenceScreen')) };
