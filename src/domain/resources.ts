import type { ServiceBase } from './bases';
import type { Module } from './permissions';

/**
 * The one table of resources. The dataProvider routes each resource to its base and API path,
 * the menu and access rules read its module, and the server registers its routes from it.
 */
export interface ResourceDefinition {
  /** react-admin resource name, also the console path (/customers). */
  name: string;
  base: ServiceBase;
  module: Module;
  /** Path on the base, without leading slash (simple-rest collection path). */
  apiPath: string;
}

const resource = (name: string, base: ServiceBase, module: Module, apiPath = name): ResourceDefinition => ({
  name,
  base,
  module,
  apiPath,
});

export const RESOURCES = [
  resource('employees', 'employee', 'employees', 'api/v1/employee'),
  resource('roles', 'employee', 'roles', 'api/v1/roles'),
  resource('customers', 'customer', 'customers'),
  resource('customer-imports', 'customer', 'customers'),
  resource('products', 'product', 'products'),
  resource('product-imports', 'product', 'products'),
  resource('variants', 'product', 'variants'),
  resource('in-review-variants', 'product', 'variant_review'),
  resource('variant-imports', 'product', 'variants'),
  resource('collections', 'product', 'collections'),
  resource('categories', 'product', 'categories'),
  resource('brands', 'product', 'brands'),
  resource('urls', 'product', 'urls'),
  resource('conditions', 'product', 'conditions'),
  resource('attributes', 'product', 'attributes'),
  resource('designers', 'product', 'designers'),
  resource('stores', 'product', 'stores'),
  resource('warehouses', 'product', 'warehouses'),
  resource('racks', 'product', 'warehouses'),
  resource('shelves', 'product', 'warehouses'),
  resource('inbound-documents', 'product', 'inventory'),
  resource('outbound-documents', 'product', 'inventory'),
  resource('orders', 'order', 'orders'),
  resource('return-orders', 'order', 'orders'),
  resource('exchange-orders', 'order', 'orders'),
  resource('offline-orders', 'order', 'orders'),
  resource('credit-notes', 'order', 'credit_notes'),
  resource('discounts', 'cart', 'discounts'),
  resource('coupons', 'cart', 'coupons'),
  resource('raffles', 'product', 'raffles'),
  resource('steals', 'product', 'steals'),
  resource('containers', 'cms', 'containers'),
  resource('sections', 'cms', 'containers'),
  resource('contents', 'cms', 'containers'),
  resource('notifications', 'cms', 'notifications'),
  resource('scripts', 'cms', 'scripts'),
] as const satisfies readonly ResourceDefinition[];

export type ResourceName = (typeof RESOURCES)[number]['name'];

const byName = new Map<string, ResourceDefinition>(RESOURCES.map((r) => [r.name, r]));

export const findResource = (name: string): ResourceDefinition | undefined => byName.get(name);

export const getResource = (name: string): ResourceDefinition => {
  const found = byName.get(name);
  if (!found) throw new Error(`Unknown resource "${name}"`);
  return found;
};
