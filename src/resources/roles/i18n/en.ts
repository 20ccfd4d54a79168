/** Messages of the roles resource, the roles page and the permission matrix. */
export const en = {
  resources: {
    roles: {
      fields: {
        name: 'Name',
        description: 'Description',
        employees_count: 'Employees',
        modules_count: 'Modules',
        q: 'Search',
      },
      validation: { name: 'Use letters, digits, spaces, dashes or underscores' },
      matrix: {
        title: 'Permissions',
        role: 'Role',
        module: 'Module',
        all: 'All',
        save: 'Save permissions',
        saved: 'Permissions saved: they apply from the next request',
        read_only: 'You may view these permissions but not change them.',
        super_admin_note: 'Super admins have every permission whatever their role.',
        edit_permissions: 'Edit permissions',
      },
      actions: { list: 'List', show: 'View', create: 'Create', edit: 'Edit', delete: 'Delete', export: 'Export', import: 'Import' },
    },
  },
  /** Module labels (roles screen): roles', the screens' (dashboard, reports) and those of modules whose folder is not built yet; a built resource's folder carries its own. */
  modules: {
    dashboard: 'Dashboard',
    roles: 'Roles and permissions',
    customers: 'Customers',
    warehouses: 'Warehouses',
    inventory: 'Inventory',
    orders: 'Orders',
    credit_notes: 'Credit notes',
    reports: 'Reports',
    discounts: 'Discounts',
    coupons: 'Coupons',
    raffles: 'Raffles',
    steals: 'Steals',
    containers: 'CMS containers',
    notifications: 'Notifications',
    scripts: 'Scripts',
  },
};
