import type { ServiceBase } from './bases';
import type { Action, Module } from './permissions';

/** The side menu's groups (spec section 1); a group sits where its first link does and shows its first resource's icon. */
export type MenuSection = 'employees' | 'customers' | 'cms';

/** Icons of links that are not the resource's own list: a form, or one filtered view of several. */
export type MenuVariantIcon = 'list' | 'person_add' | 'web' | 'mobile' | 'footer' | 'header';

/** One link of the side menu. */
export interface MenuPlace {
  /** Position in the whole menu (the dashboard link is 0). */
  order: number;
  /** The spec path it opens (domain/consoleRoutes.ts). */
  path: string;
  /** Message key of its text. */
  label: string;
  section?: MenuSection;
  /** What it needs on the resource's module; 'list' unless it opens a form. */
  action?: Action;
  /** Without one, the link shows its resource's icon (the default export of src/resources/<name>/). */
  icon?: MenuVariantIcon;
}

interface RowOptions {
  /** Path on the base, without leading slash (simple-rest collection path); the name by default. */
  apiPath?: string;
  /**
   * Not built yet: `true` has no server routes (a test holds every other row to having some);
   * `'console'` is served, its console screens still to come. Either way its spec routes show the
   * "later release" placeholder.
   */
  planned?: true | 'console';
  /** Shown only inside the named resource's screens: no console views or menu place of its own. */
  within?: string;
  /** The seeded editor role is not granted this row's module (staff, roles, scripts stay with admins). */
  adminOnly?: true;
  menu?: readonly MenuPlace[];
}

const resource = <const Name extends string, const M extends string, const O extends RowOptions = object>(
  name: Name,
  base: ServiceBase,
  module: M,
  options?: O,
) => ({ ...options, name, base, module, apiPath: options?.apiPath ?? name }) as { name: Name; base: ServiceBase; module: M; apiPath: string } & O;

/**
 * The one table of resources. Each row names its base and API path (the dataProvider routes by them),
 * its permission module (MODULES and the seeded editor grants are derived from the rows; the roles
 * screen labels a module with `modules.<module>`), and its places in the side menu. Its console
 * folder src/resources/<name>/ (found by glob) holds its views, icon and messages.
 */
export const RESOURCES = [
  resource('employees', 'employee', 'employees', {
    apiPath: 'api/v1/employee',
    adminOnly: true,
    menu: [
      { order: 10, section: 'employees', path: '/apps/employees/employees-list', label: 'app.menu.employees_list', icon: 'list' },
      { order: 11, section: 'employees', path: '/apps/employees/employee-add', label: 'app.menu.employees_add', icon: 'person_add', action: 'create' },
    ],
  }),
  resource('roles', 'employee', 'roles', {
    apiPath: 'api/v1/roles',
    adminOnly: true,
    menu: [{ order: 12, section: 'employees', path: '/apps/employees/roles', label: 'app.menu.roles' }],
  }),
  resource('customers', 'customer', 'customers', {
    menu: [
      { order: 20, section: 'customers', path: '/apps/customers/customers-list', label: 'app.menu.customers_list', icon: 'list' },
      { order: 21, section: 'customers', path: '/apps/customers/customer-add', label: 'app.menu.customers_add', icon: 'person_add', action: 'create' },
    ],
  }),
  resource('customer-imports', 'customer', 'customers'),
  resource('products', 'product', 'products', { menu: [{ order: 30, path: '/apps/products', label: 'app.menu.products' }] }),
  resource('product-imports', 'product', 'products'),
  resource('variants', 'product', 'variants', { menu: [{ order: 40, path: '/apps/all-variants', label: 'app.menu.variants' }] }),
  resource('in-review-variants', 'product', 'variant_review', {
    menu: [{ order: 50, path: '/apps/in-review-variants', label: 'app.menu.in_review_variants' }],
  }),
  resource('variant-imports', 'product', 'variants'),
  resource('collections', 'product', 'collections', {
    menu: [{ order: 60, path: '/apps/collections-list', label: 'app.menu.collections' }],
  }),
  resource('collection-products', 'product', 'collections', { within: 'collections' }),
  resource('categories', 'product', 'categories', { menu: [{ order: 100, path: '/apps/categories', label: 'app.menu.categories' }] }),
  resource('brands', 'product', 'brands', { menu: [{ order: 80, path: '/apps/brand-management', label: 'app.menu.brand' }] }),
  resource('urls', 'product', 'urls', { menu: [{ order: 90, path: '/apps/url-management', label: 'app.menu.url_management' }] }),
  resource('conditions', 'product', 'conditions'),
  resource('attributes', 'product', 'attributes'),
  resource('designers', 'product', 'designers'),
  resource('stores', 'product', 'stores'),
  resource('warehouses', 'product', 'warehouses', {
    menu: [{ order: 70, path: '/apps/warehouse-management', label: 'app.menu.warehouse' }],
  }),
  resource('racks', 'product', 'warehouses', { within: 'warehouses' }),
  resource('shelves', 'product', 'warehouses'),
  resource('inbound-documents', 'product', 'inventory', { within: 'warehouses' }),
  resource('outbound-documents', 'product', 'inventory', { within: 'warehouses' }),
  resource('stock-moves', 'product', 'inventory'),
  resource('orders', 'order', 'orders', { menu: [{ order: 120, path: '/apps/orders', label: 'app.menu.orders' }] }),
  resource('return-orders', 'order', 'orders'),
  resource('exchange-orders', 'order', 'orders'),
  // The orders of channel `offline`: the orders collection, listed with that filter fixed.
  resource('offline-orders', 'order', 'orders', { apiPath: 'orders' }),
  resource('credit-notes', 'order', 'credit_notes'),
  resource('carts', 'cart', 'orders', { within: 'orders' }),
  resource('discounts', 'cart', 'discounts'),
  resource('coupons', 'cart', 'coupons', { menu: [{ order: 130, path: '/apps/coupons/list', label: 'app.menu.coupons' }] }),
  resource('raffles', 'product', 'raffles'),
  resource('raffle-entries', 'product', 'raffles', { within: 'raffles' }),
  resource('steals', 'product', 'steals'),
  resource('containers', 'cms', 'containers', {
    menu: [
      { order: 110, section: 'cms', path: '/apps/containers/web', label: 'app.menu.cms_web', icon: 'web' },
      { order: 111, section: 'cms', path: '/apps/containers/mobile', label: 'app.menu.cms_mobile', icon: 'mobile' },
      { order: 112, section: 'cms', path: '/apps/containers/footer', label: 'app.menu.cms_footer', icon: 'footer' },
      { order: 113, section: 'cms', path: '/apps/containers/header', label: 'app.menu.cms_header', icon: 'header' },
    ],
  }),
  resource('sections', 'cms', 'containers'),
  resource('contents', 'cms', 'containers'),
  resource('notifications', 'cms', 'notifications'),
  resource('scripts', 'cms', 'scripts', { adminOnly: true }),
] as const;

type Row = (typeof RESOURCES)[number];
export type ResourceName = Row['name'];
/** The modules the rows name; permissions.ts adds those of screens that are not resources. */
export type ResourceModule = Row['module'];

/** A row of the table, read without its literal types. */
export interface ResourceDefinition extends RowOptions {
  name: ResourceName;
  base: ServiceBase;
  module: Module;
  apiPath: string;
}

export const RESOURCE_DEFINITIONS: readonly ResourceDefinition[] = RESOURCES;

const byName = new Map<string, ResourceDefinition>(RESOURCE_DEFINITIONS.map((r) => [r.name, r]));

export const findResource = (name: string): ResourceDefinition | undefined => byName.get(name);

export const getResource = (name: string): ResourceDefinition => {
  const found = byName.get(name);
  if (!found) throw new Error(`Unknown resource "${name}"`);
  return found;
};
