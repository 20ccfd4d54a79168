import type { RoleName } from './permissions';
import { RESOURCE_DEFINITIONS, findResource, type ResourceName } from './resources';

/**
 * The route table of spec section 2. Each spec path is either a screen of its own or a redirect to
 * the react-admin resource path that shows it, keeping ids (":param" tokens are carried over).
 */
export type Section =
  | 'dashboard' | 'employees' | 'management' | 'catalogue' | 'warehouse' | 'orders' | 'promotions' | 'cms' | 'profile';

/** Screens that are not plain resource views. */
export const SCREENS = [
  'dashboard',
  'employee-profile',
  'profile-of',
  'roles',
  'permissions',
  'collection-products',
  'product-variants',
  'warehouse-stock',
  'inbound-inventory',
  'outbound-inventory',
  'move-inventory',
  'rack',
  'admin-checkout',
  'order-history-report',
  'barcodes',
  'variant-tracking',
  'containers-preview',
  'section-layout',
  'steal-variants',
  'api-reference',
] as const;
export type ScreenName = (typeof SCREENS)[number];

export interface RedirectTarget {
  resource: ResourceName;
  /** '' list, 'create', ':id' edit, ':id/show' show */
  view: string;
  filter?: Record<string, string>;
  source?: Record<string, string>;
}

export interface SpecRoute {
  path: string;
  section: Section;
  role?: RoleName;
  redirect?: RedirectTarget;
  screen?: ScreenName;
  /** The resource a screen shows: without its list permission the user goes to the not-authorized page. */
  needs?: ResourceName;
}

/** A route keeps its path's literal type, so the table's paths type the console's links (consolePath). */
type RouteAt<P extends string> = SpecRoute & { path: P };

const to = <P extends string>(path: P, section: Section, redirect: RedirectTarget): RouteAt<P> => ({ path, section, redirect });
const screen = <P extends string>(
  path: P,
  section: Section,
  name: ScreenName,
  access: { role?: RoleName; needs?: ResourceName } = {},
): RouteAt<P> => ({
  path,
  section,
  screen: name,
  ...access,
});
const list = (resource: ResourceName, filter?: Record<string, string>): RedirectTarget =>
  filter ? { resource, view: '', filter } : { resource, view: '' };
const create = (resource: ResourceName, source?: Record<string, string>): RedirectTarget =>
  source ? { resource, view: 'create', source } : { resource, view: 'create' };
const edit = (resource: ResourceName, param: string): RedirectTarget => ({ resource, view: `:${param}` });
const show = (resource: ResourceName, param: string): RedirectTarget => ({ resource, view: `:${param}/show` });

/**
 * The paths the old console gave most record types: its list, `one` to add a record and `one/:id` to
 * edit it (e.g. /apps/discounts, /apps/discount, /apps/discount/:id).
 */
const listAddEdit = <L extends string, O extends string>(section: Section, resource: ResourceName, listPath: L, one: O) =>
  [to(listPath, section, list(resource)), to(one, section, create(resource)), to(`${one}/:id`, section, edit(resource, 'id'))] as const;

export const SPEC_ROUTES = [
  screen('/dashboard/analytics', 'dashboard', 'dashboard'),
  screen('/dashboard/hireavilla', 'dashboard', 'dashboard', { role: 'admin' }),
  screen('/dashboard/home360', 'dashboard', 'dashboard', { role: 'admin' }),

  to('/apps/employees', 'employees', list('employees')),
  to('/apps/employees/employees-list', 'employees', list('employees')),
  to('/apps/employees/employee-edit/:employee_id', 'employees', edit('employees', 'employee_id')),
  to('/apps/employees/employee-add', 'employees', create('employees')),
  screen('/apps/employees/employee-view', 'employees', 'employee-profile'),
  screen('/apps/employees/roles', 'employees', 'roles', { needs: 'roles' }),
  screen('/apps/permissions/permissions-list', 'employees', 'permissions', { needs: 'roles' }),

  to('/apps/condition-management', 'management', list('conditions')),
  to('/apps/attribute-management', 'management', list('attributes')),
  to('/apps/designer-management', 'management', list('designers')),
  to('/apps/store-management', 'management', list('stores')),
  to('/apps/brand-management', 'management', list('brands')),
  to('/apps/url-management', 'management', list('urls')),
  to('/apps/notifications', 'management', list('notifications')),
  to('/apps/script/manage', 'management', list('scripts')),

  ...listAddEdit('catalogue', 'categories', '/apps/categories', '/apps/category'),

  to('/apps/collections-list', 'catalogue', list('collections')),
  to('/apps/collection/add', 'catalogue', create('collections')),
  screen('/apps/collection/add-products/:id', 'catalogue', 'collection-products', { needs: 'collections' }),
  to('/apps/collection/view/:id', 'catalogue', show('collections', 'id')),
  to('/apps/collection/edit/:id', 'catalogue', edit('collections', 'id')),

  to('/apps/products', 'catalogue', list('products')),
  to('/apps/products/import', 'catalogue', create('product-imports')),
  to('/apps/product/view/:id', 'catalogue', show('products', 'id')),
  to('/apps/product/add', 'catalogue', create('products')),
  to('/apps/products/variants', 'catalogue', list('variants')),
  to('/apps/products/variant/:id', 'catalogue', show('variants', 'id')),

  ...listAddEdit('warehouse', 'warehouses', '/apps/warehouse-management', '/apps/warehouse'),
  screen('/apps/warehouse-variants/:id', 'warehouse', 'warehouse-stock', { needs: 'warehouses' }),
  screen('/apps/outbound-inventory/:id', 'warehouse', 'outbound-inventory', { needs: 'outbound-documents' }),
  screen('/apps/inbound-inventory/:id', 'warehouse', 'inbound-inventory', { needs: 'inbound-documents' }),
  // Not in the spec's table: moving stock between shelves and warehouses (issue 36), a shopfloor screen like the two above.
  screen('/apps/move-inventory/:id', 'warehouse', 'move-inventory', { needs: 'stock-moves' }),
  to('/apps/shelfs/:id', 'warehouse', list('shelves', { rack_id: ':id' })),
  screen('/apps/:warehouse_id/racks/:id', 'warehouse', 'rack', { needs: 'racks' }),
  to('/apps/shelfs-add/:id', 'warehouse', create('shelves', { rack_id: ':id' })),

  to('/apps/orders', 'orders', list('orders')),
  to('/apps/return-orders', 'orders', list('return-orders')),
  to('/apps/exchange-orders', 'orders', list('exchange-orders')),
  to('/apps/orders/create', 'orders', create('orders')),
  screen('/apps/orders/:order_id/admin-checkout', 'orders', 'admin-checkout', { needs: 'orders' }),
  to('/apps/orders/view/:id', 'orders', show('orders', 'id')),
  // The newer layout of the same order: the show view's `new` sub-path (src/resources/orders/useOrderLayout.ts).
  to('/apps/orders/view-new/:id', 'orders', { resource: 'orders', view: ':id/show/new' }),
  to('/apps/credit-notes', 'orders', list('credit-notes')),
  screen('/apps/order-history-report', 'orders', 'order-history-report', { needs: 'orders' }),
  to('/apps/offline-orders', 'orders', list('offline-orders')),
  to('/apps/offline-orders/view/:id', 'orders', show('offline-orders', 'id')),

  to('/apps/brand/add', 'management', create('brands')),
  to('/apps/brand/edit/:id', 'management', edit('brands', 'id')),
  to('/apps/url/edit/:id', 'management', edit('urls', 'id')),

  screen('/apps/product/:product_id/variants/list', 'catalogue', 'product-variants', { needs: 'variants' }),
  to('/apps/in-review-variants', 'catalogue', list('in-review-variants')),
  to('/apps/all-variants', 'catalogue', list('variants')),
  to('/apps/all-variants/imports', 'catalogue', list('variant-imports')),
  screen('/apps/bar-code-variants', 'catalogue', 'barcodes', { needs: 'variants' }),
  to('/apps/product/:product_id/variant/view/:variant_id', 'catalogue', show('variants', 'variant_id')),
  to('/apps/product/:product_id/variant/view/:variant_id/all-variants-edit', 'catalogue', edit('variants', 'variant_id')),
  to(
    '/apps/product/:product_id/variant/view/:variant_id/in-review-variant-edit',
    'catalogue',
    edit('in-review-variants', 'variant_id'),
  ),
  to('/apps/product/:product_id/variant/add', 'catalogue', create('variants', { product_id: ':product_id' })),
  screen('/apps/variant-tracking', 'catalogue', 'variant-tracking', { needs: 'variants' }),
  screen('/apps/variant-tracking/:code', 'catalogue', 'variant-tracking', { needs: 'variants' }),

  to('/apps/customers/customers-list', 'management', list('customers')),
  to('/apps/customers/customers-import', 'management', create('customer-imports')),
  to('/apps/customers/customer-add', 'management', create('customers')),
  to('/apps/customers/customer-edit/:customer_id', 'management', edit('customers', 'customer_id')),

  ...listAddEdit('promotions', 'discounts', '/apps/discounts', '/apps/discount'),
  ...listAddEdit('promotions', 'raffles', '/apps/raffles', '/apps/raffle'),

  to('/apps/containers', 'cms', list('containers')),
  screen('/apps/containers/preview', 'cms', 'containers-preview', { needs: 'containers' }),
  to('/apps/containers/web', 'cms', list('containers', { platform: 'web' })),
  to('/apps/containers/mobile', 'cms', list('containers', { platform: 'mobile' })),
  to('/apps/containers/footer', 'cms', list('containers', { platform: 'footer' })),
  to('/apps/containers/header', 'cms', list('containers', { platform: 'header' })),
  to('/apps/container/view/:id', 'cms', show('containers', 'id')),
  to('/apps/container/view/:platform/:id', 'cms', show('containers', 'id')),
  to('/apps/container/add', 'cms', create('containers')),
  to('/apps/container/add/:platform', 'cms', create('containers', { platform: ':platform' })),
  to('/apps/container/:id/section/:section_type', 'cms', list('sections', { container_id: ':id', type: ':section_type' })),
  to(
    '/apps/container/:id/section/:section_type/add',
    'cms',
    create('sections', { container_id: ':id', type: ':section_type' }),
  ),
  to('/apps/container/:container_id/section/:section_type/:section_id', 'cms', edit('sections', 'section_id')),
  screen('/apps/container/:id/section-layout/:section_type/add', 'cms', 'section-layout', { needs: 'sections' }),
  to(
    '/apps/container/:id/section/:section_id/content/:content_type',
    'cms',
    list('contents', { section_id: ':section_id', type: ':content_type' }),
  ),
  to(
    '/apps/container/:id/section/:section_id/content/:content_type/add',
    'cms',
    create('contents', { section_id: ':section_id', type: ':content_type' }),
  ),
  to('/apps/container/:id/section/:section_id/content/:content_type/:content_id/view', 'cms', show('contents', 'content_id')),

  ...listAddEdit('promotions', 'steals', '/apps/steal-list', '/apps/steal'),
  screen('/apps/steal/add-variants/:id', 'promotions', 'steal-variants', { needs: 'steals' }),
  to('/apps/steal/view/:id', 'promotions', show('steals', 'id')),

  to('/apps/coupons/list', 'promotions', list('coupons')),
  to('/apps/coupons/add', 'promotions', create('coupons')),
  to('/apps/coupons/edit/:coupon_id', 'promotions', edit('coupons', 'coupon_id')),

  screen('/apps/profile/:profile_id', 'profile', 'profile-of'),
  // Not in the spec's table: the server's OpenAPI description, browsable by any signed-in staff member (issue 42).
  screen('/apps/api-reference', 'profile', 'api-reference'),
] as const;

/** Every path of the table, e.g. '/apps/product/view/:id'. */
export type SpecPath = (typeof SPEC_ROUTES)[number]['path'];

/**
 * What is not built yet: the routes to these resources and screens show the titled "later release"
 * placeholder (src/screens/ScreenPlaceholder.tsx). The e2e route walk holds the console to it both
 * ways: a planned route shows the placeholder, any other route never does. Building one means
 * taking it off here.
 */
/** Resources whose console screens are still to come (the table marks them planned). */
export const PLANNED_RESOURCES: readonly ResourceName[] = RESOURCE_DEFINITIONS.filter((row) => row.planned).map((row) => row.name as ResourceName);
export const PLANNED_SCREENS: readonly ScreenName[] = [];
export const isPlanned = (route: SpecRoute): boolean =>
  route.screen ? PLANNED_SCREENS.includes(route.screen) : PLANNED_RESOURCES.includes(route.redirect!.resource);

const substitute = (template: string, params: Record<string, string | undefined>): string =>
  template.replace(/:([a-z_]+)/g, (token, name: string) => params[name] ?? token);

const substituteAll = (values: Record<string, string>, params: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, substitute(value, params)]));

/** The console location a redirect route leads to, with the route's params filled in. */
export const redirectLocation = (target: RedirectTarget, params: Record<string, string | undefined>): string => {
  const view = substitute(target.view, params);
  const path = view ? `/${target.resource}/${view}` : `/${target.resource}`;
  const query = new URLSearchParams();
  if (target.filter) query.set('filter', JSON.stringify(substituteAll(target.filter, params)));
  if (target.source) query.set('source', JSON.stringify(substituteAll(target.source, params)));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
};

/** Public pages of spec section 2, outside the authenticated shell. */
export const PUBLIC_PAGES = [
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'lock-screen',
  'comingsoon',
  'error-404',
  'error-500',
  'not-authorized',
  'maintenance',
] as const;
export type PublicPage = (typeof PUBLIC_PAGES)[number];

/**
 * Paths the public pages app serves on its own, without loading the admin shell first; the server
 * sends them the page that does not preload the shell (server/http/console.ts).
 */
export const isPublicPath = (path: string) => path.startsWith('/pages/') || path === '/callback' || path === '/login';

/** Paths the login guard lets through without a session (spec section 6). */
export const GUARD_EXEMPT_PATHS = [
  '/pages/login',
  '/pages/forgot-password',
  '/pages/error-404',
  '/pages/error-500',
  '/pages/register',
  '/callback',
  '/pages/comingsoon',
];

/**
 * The resource whose list a path shows: a spec path that leads to a list (/apps/products) or the list's
 * own path (/products). The console preloads that list's screen and rows; the server, its chunks.
 */
export const listedResource = (path: string): string | undefined => {
  const trimmed = path.replace(/\/$/, '') || '/';
  const specRoute = SPEC_ROUTES.find((route) => route.path === trimmed && route.redirect?.view === '');
  if (specRoute) return specRoute.redirect!.resource;
  const [, first, ...rest] = trimmed.split('/');
  return rest.length === 0 && first && findResource(first) ? first : undefined;
};
