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

/**
 * How a list shows a record as a card on a phone (below 576 px): each entry names one of the list's
 * columns by its source (or, for a column without one, its label).
 */
export interface CardLines {
  /** Two or three lines, the first the record's name or number. */
  lines: readonly [string, string, string?];
  /** Shown as a chip beside the first line. */
  status?: string;
  /** Right-aligned beside the first line. */
  money?: string;
  /** A column of buttons, in a tray the card slides aside over (a swipe to the left, or the card's actions button). */
  actions?: string;
}

interface RowOptions {
  /** Its list's card on a phone; without one, the list's first two columns. */
  card?: CardLines;
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
    card: { lines: ['first_name', 'email', 'role_name'], status: 'status' },
    apiPath: 'api/v1/employee',
    adminOnly: true,
    menu: [
      { order: 10, section: 'employees', path: '/apps/employees/employees-list', label: 'app.menu.employees_list', icon: 'list' },
      { order: 11, section: 'employees', path: '/apps/employees/employee-add', label: 'app.menu.employees_add', icon: 'person_add', action: 'create' },
    ],
  }),
  resource('roles', 'employee', 'roles', {
    card: { lines: ['name', 'description', 'employees_count'] },
    apiPath: 'api/v1/roles',
    adminOnly: true,
    menu: [{ order: 12, section: 'employees', path: '/apps/employees/roles', label: 'app.menu.roles' }],
  }),
  resource('customers', 'customer', 'customers', {
    card: { lines: ['first_name', 'email', 'mobile'], status: 'status', money: 'total_spent' },
    menu: [
      { order: 20, section: 'customers', path: '/apps/customers/customers-list', label: 'app.menu.customers_list', icon: 'list' },
      { order: 21, section: 'customers', path: '/apps/customers/customer-add', label: 'app.menu.customers_add', icon: 'person_add', action: 'create' },
    ],
  }),
  resource('customer-imports', 'customer', 'customers', { card: { lines: ['file_name', 'created_by_name', 'created_at'] } }),
  resource('products', 'product', 'products', {
    card: { lines: ['title', 'brand_name', 'category_name'], status: 'status' },
    menu: [{ order: 30, path: '/apps/products', label: 'app.menu.products' }],
  }),
  resource('product-imports', 'product', 'products', { card: { lines: ['file_name', 'created_by_name', 'created_at'] } }),
  resource('variants', 'product', 'variants', {
    card: { lines: ['sku', 'product_title', 'size'], status: 'status', money: 'price' },
    menu: [{ order: 40, path: '/apps/all-variants', label: 'app.menu.variants' }],
  }),
  resource('in-review-variants', 'product', 'variant_review', {
    card: { lines: ['sku', 'product_title', 'size'], status: 'status', money: 'price' },
    menu: [{ order: 50, path: '/apps/in-review-variants', label: 'app.menu.in_review_variants' }],
  }),
  resource('variant-imports', 'product', 'variants', { card: { lines: ['file_name', 'created_by_name', 'created_at'] } }),
  resource('collections', 'product', 'collections', {
    card: { lines: ['title', 'type', 'products_count'], status: 'status' },
    menu: [{ order: 60, path: '/apps/collections-list', label: 'app.menu.collections' }],
  }),
  resource('collection-products', 'product', 'collections', { within: 'collections' }),
  resource('categories', 'product', 'categories', {
    card: { lines: ['name', 'slug', 'children_count'], actions: 'resources.categories.fields.actions' },
    menu: [{ order: 100, path: '/apps/categories', label: 'app.menu.categories' }],
  }),
  resource('brands', 'product', 'brands', {
    card: { lines: ['name', 'slug', 'products_count'] },
    menu: [{ order: 80, path: '/apps/brand-management', label: 'app.menu.brand' }],
  }),
  resource('urls', 'product', 'urls', {
    card: { lines: ['path', 'resources.urls.fields.destination'] },
    menu: [{ order: 90, path: '/apps/url-management', label: 'app.menu.url_management' }],
  }),
  resource('conditions', 'product', 'conditions', { card: { lines: ['name', 'code', 'description'] } }),
  resource('attributes', 'product', 'attributes', { card: { lines: ['name', 'code', 'type'] } }),
  resource('designers', 'product', 'designers', { card: { lines: ['name', 'country', 'products_count'] } }),
  resource('stores', 'product', 'stores', { card: { lines: ['name', 'code', 'city'] } }),
  resource('warehouses', 'product', 'warehouses', {
    card: { lines: ['name', 'code', 'city'] },
    menu: [{ order: 70, path: '/apps/warehouse-management', label: 'app.menu.warehouse' }],
  }),
  resource('racks', 'product', 'warehouses', { within: 'warehouses' }),
  resource('shelves', 'product', 'warehouses', { card: { lines: ['code', 'rack_code', 'units'] } }),
  resource('inbound-documents', 'product', 'inventory', { within: 'warehouses' }),
  resource('outbound-documents', 'product', 'inventory', { within: 'warehouses' }),
  resource('stock-moves', 'product', 'inventory', { card: { lines: ['id', 'warehouse_name', 'destination_name'], status: 'status' } }),
  resource('orders', 'order', 'orders', {
    card: { lines: ['number', 'customer_name', 'placed_at'], status: 'status', money: 'total' },
    menu: [{ order: 120, path: '/apps/orders', label: 'app.menu.orders' }],
  }),
  resource('return-orders', 'order', 'orders', { card: { lines: ['order_number', 'customer_name', 'reason'], money: 'refund' } }),
  resource('exchange-orders', 'order', 'orders', { card: { lines: ['order_number', 'customer_name', 'new_sku'], money: 'difference' } }),
  // The orders of channel `offline`: the orders collection, listed with that filter fixed.
  resource('offline-orders', 'order', 'orders', {
    apiPath: 'orders',
    card: { lines: ['number', 'customer_name', 'placed_at'], status: 'status', money: 'total' },
  }),
  resource('credit-notes', 'order', 'credit_notes', {
    card: { lines: ['number', 'customer_name', 'order_number'], status: 'status', money: 'amount' },
  }),
  resource('carts', 'cart', 'orders', { within: 'orders' }),
  resource('discounts', 'cart', 'discounts', { card: { lines: ['title', 'kind', 'value'] } }),
  resource('coupons', 'cart', 'coupons', {
    card: { lines: ['code', 'discount_title', 'ends_at'] },
    menu: [{ order: 130, path: '/apps/coupons/list', label: 'app.menu.coupons' }],
  }),
  resource('raffles', 'product', 'raffles', { card: { lines: ['name', 'entry_ends_at', 'entries_count'], status: 'status' } }),
  resource('raffle-entries', 'product', 'raffles', { within: 'raffles' }),
  resource('steals', 'product', 'steals', { card: { lines: ['title', 'starts_at', 'variants_count'], status: 'state' } }),
  resource('containers', 'cms', 'containers', {
    card: { lines: ['name', 'slug', 'platform'] },
    menu: [
      { order: 110, section: 'cms', path: '/apps/containers/web', label: 'app.menu.cms_web', icon: 'web' },
      { order: 111, section: 'cms', path: '/apps/containers/mobile', label: 'app.menu.cms_mobile', icon: 'mobile' },
      { order: 112, section: 'cms', path: '/apps/containers/footer', label: 'app.menu.cms_footer', icon: 'footer' },
      { order: 113, section: 'cms', path: '/apps/containers/header', label: 'app.menu.cms_header', icon: 'header' },
    ],
  }),
  resource('sections', 'cms', 'containers', { card: { lines: ['title', 'type', 'items'] } }),
  resource('contents', 'cms', 'containers', { card: { lines: ['title', 'type', 'product_title'] } }),
  resource('notifications', 'cms', 'notifications', { card: { lines: ['title', 'channels', 'send_at'], status: 'state' } }),
  resource('scripts', 'cms', 'scripts', { adminOnly: true, card: { lines: ['name', 'placement', 'updated_at'] } }),
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
