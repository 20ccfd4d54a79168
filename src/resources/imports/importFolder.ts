import type { ComponentType } from 'react';
import { lazyScreen } from '../../routes/lazyScreen';
import type { ResourceFolder } from '../registry';

/**
 * The views of an import type's resource (customer-imports, product-imports, variant-imports): one
 * set of screens for every type, each reading its resource from react-admin's context.
 */
export const importFolder = (icon: ComponentType<{ fontSize?: 'small' }>): ResourceFolder => ({
  list: lazyScreen(() => import('./ImportList')),
  create: lazyScreen(() => import('./ImportCreate')),
  show: lazyScreen(() => import('./ImportShow')),
  icon,
  recordRepresentation: 'file_name',
});
