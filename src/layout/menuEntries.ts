import type { Action, Module } from '../domain/permissions';

/** The static side menu of spec section 1, in its order. Paths are spec paths. */
export interface MenuLink {
  label: string;
  path: string;
  module: Module;
  /** What the entry needs on its module; 'list' unless it opens a form. */
  action?: Action;
}
export interface MenuGroup {
  label: string;
  group: MenuLink[];
}
export type MenuEntry = MenuLink | MenuGroup;

export const MENU: MenuEntry[] = [
  { label: 'app.menu.dashboard', path: '/dashboard/analytics', module: 'dashboard' },
  {
    label: 'app.menu.employees',
    group: [
      { label: 'app.menu.employees_list', path: '/apps/employees/employees-list', module: 'employees' },
      { label: 'app.menu.employees_add', path: '/apps/employees/employee-add', module: 'employees', action: 'create' },
      { label: 'app.menu.roles', path: '/apps/employees/roles', module: 'roles' },
    ],
  },
  {
    label: 'app.menu.customers',
    group: [
      { label: 'app.menu.customers_list', path: '/apps/customers/customers-list', module: 'customers' },
      { label: 'app.menu.customers_add', path: '/apps/customers/customer-add', module: 'customers', action: 'create' },
    ],
  },
  { label: 'app.menu.products', path: '/apps/products', module: 'products' },
  { label: 'app.menu.variants', path: '/apps/all-variants', module: 'variants' },
  { label: 'app.menu.in_review_variants', path: '/apps/in-review-variants', module: 'variant_review' },
  { label: 'app.menu.collections', path: '/apps/collections-list', module: 'collections' },
  { label: 'app.menu.warehouse', path: '/apps/warehouse-management', module: 'warehouses' },
  { label: 'app.menu.brand', path: '/apps/brand-management', module: 'brands' },
  { label: 'app.menu.url_management', path: '/apps/url-management', module: 'urls' },
  { label: 'app.menu.categories', path: '/apps/categories', module: 'categories' },
  {
    label: 'app.menu.cms',
    group: [
      { label: 'app.menu.cms_web', path: '/apps/containers/web', module: 'containers' },
      { label: 'app.menu.cms_mobile', path: '/apps/containers/mobile', module: 'containers' },
      { label: 'app.menu.cms_footer', path: '/apps/containers/footer', module: 'containers' },
      { label: 'app.menu.cms_header', path: '/apps/containers/header', module: 'containers' },
    ],
  },
  { label: 'app.menu.orders', path: '/apps/orders', module: 'orders' },
  { label: 'app.menu.coupons', path: '/apps/coupons/list', module: 'coupons' },
];

export const isMenuGroup = (entry: MenuEntry): entry is MenuGroup => 'group' in entry;
