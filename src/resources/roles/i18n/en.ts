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
      actions: { list: 'List', show: 'View', create: 'Create', edit: 'Edit', delete: 'Delete', export: 'Export', import: 'Import', credit_beyond_paid: 'Credit beyond paid' },
    },
  },
  /** Module labels (roles screen): roles', the screens' (dashboard, reports) and those of modules with no resource folder yet; a resource folder's i18n carries its own module's. */
  modules: {
    dashboard: 'Dashboard',
    roles: 'Roles and permissions',
    inventory: 'Inventory',
    reports: 'Reports',
  },
};
