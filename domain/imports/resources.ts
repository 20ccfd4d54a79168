import type { ResourceName } from '../resources';
import type { ImportTypeName } from './imports';

/**
 * The resource of each import type's routes and screens (`/svc/<base>/<type>-imports`). Any view of
 * these needs the type's `import` action, not the view's own (the server refuses the rest anyway).
 */
export const IMPORT_RESOURCES = {
  customers: 'customer-imports',
  products: 'product-imports',
  variants: 'variant-imports',
} as const satisfies Record<ImportTypeName, ResourceName>;

export type ImportResourceName = (typeof IMPORT_RESOURCES)[ImportTypeName];

const RESOURCE_NAMES: readonly string[] = Object.values(IMPORT_RESOURCES);

export const isImportResource = (resource: string): resource is ImportResourceName => RESOURCE_NAMES.includes(resource);
