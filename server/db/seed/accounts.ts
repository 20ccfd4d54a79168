import { ALL_PERMISSIONS, EDITOR_PERMISSIONS, type PermissionSet } from '@domain/permissions';
import { hashPassword } from '../../auth/passwords';
import type { Database } from '../client';
import { employees, rolePermissions, roles } from '../schema';

export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@example.com', password: 'Admin#2026!' },
  editor: { email: 'editor@example.com', password: 'Editor#2026!' },
} as const;

const grantRows = (roleId: number, permissions: PermissionSet) =>
  Object.entries(permissions).map(([module, actions]) => ({ role_id: roleId, module, actions: [...(actions ?? [])] }));

/** Roles admin and editor, and one employee of each. */
export const seedAccounts = async (db: Database) => {
  const [admin] = await db.insert(roles).values({ name: 'admin', description: 'Full access' }).returning();
  const [editor] = await db
    .insert(roles)
    .values({ name: 'editor', description: 'Catalogue, customers, orders and content' })
    .returning();
  await db.insert(rolePermissions).values([...grantRows(admin!.id, ALL_PERMISSIONS), ...grantRows(editor!.id, EDITOR_PERMISSIONS)]);
  await db.insert(employees).values([
    {
      first_name: 'Asha',
      last_name: 'Menon',
      email: DEMO_ACCOUNTS.admin.email,
      mobile: '+919800000001',
      role_id: admin!.id,
      is_super_admin: true,
      designation: 'Operations head',
      password_hash: await hashPassword(DEMO_ACCOUNTS.admin.password),
    },
    {
      first_name: 'Rahul',
      last_name: 'Iyer',
      email: DEMO_ACCOUNTS.editor.email,
      mobile: '+919800000002',
      role_id: editor!.id,
      designation: 'Catalogue editor',
      password_hash: await hashPassword(DEMO_ACCOUNTS.editor.password),
    },
  ]);
};
