import type { ComponentType } from 'react';
import type { ResourceFolder } from '../registry';
import { resourceFolder } from '../resourceFolder';

/**
 * The views of an import type's resource (customer-imports, product-imports, variant-imports): one
 * set of screens for every type, each reading its resource from react-admin's context.
 */
export const importFolder = (icon: ComponentType<{ fontSize?: 'small' }>): ResourceFolder =>
  resourceFolder(icon, import.meta.glob('./Import{List,Create,Show}.tsx'), { recordRepresentation: 'file_name' });
