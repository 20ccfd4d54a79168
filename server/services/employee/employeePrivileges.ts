import { eq } from 'drizzle-orm';
import type { Action, Module, PermissionSet } from '@domain/permissions';
import { mayChangeEmployee, maySetPassword, roleAssignmentRefusal, type Actor } from '@domain/privileges';
import type { Database } from '../../db/client';
import { employees, rolePermissions } from '../../db/schema';
import { refusedAt } from '../../http/errors';
import type { MessageKey } from '@domain/serverMessages';

type EmployeeRow = typeof employees.$inferSelect;

/** A role's grants as a permission set (module -> actions). */
export const rolePermissionSet = async (db: Database, roleId: number): Promise<PermissionSet> => {
  const rows = await db
    .select({ module: rolePermissions.module, actions: rolePermissions.actions })
    .from(rolePermissions)
    .where(eq(rolePermissions.role_id, roleId));
  return Object.fromEntries(rows.map((row) => [row.module as Module, row.actions as Action[]]));
};

const refused = (field: string, key: MessageKey) => refusedAt(403, 'forbidden', field, { key });

/** Only a super admin changes a super admin's record, in any part or status. */
export const ensureMayChange = (staff: Actor, existing: EmployeeRow) => {
  if (!mayChangeEmployee(staff, existing)) throw refused('employee_id', 'server.super_admin_only');
};

/** Setting another's password needs every right they hold (it lets the setter sign in as them). */
export const ensureMaySetPassword = async (db: Database, staff: Actor, existing: EmployeeRow) => {
  const target = { ...existing, permissions: await rolePermissionSet(db, existing.role_id) };
  if (!maySetPassword(staff, target)) throw refused('employee_id', 'server.password_beyond_own');
};

/**
 * Refuses a role or super-admin flag the staff member may not give: their own, one whose rights they
 * do not all hold, or super admin when they are not one. `existing` is undefined for a new employee.
 */
export const ensureRoleAssignable = async (
  db: Database,
  staff: Actor,
  existing: EmployeeRow | undefined,
  values: { role_id?: unknown; is_super_admin?: unknown },
) => {
  const roleId = typeof values.role_id === 'number' ? values.role_id : undefined;
  const roleChanges = roleId !== undefined && roleId !== existing?.role_id;
  const refusal = roleAssignmentRefusal(staff, existing, {
    role_id: roleId,
    current_role_id: existing?.role_id,
    rolePermissions: roleChanges ? await rolePermissionSet(db, roleId) : undefined,
    is_super_admin: typeof values.is_super_admin === 'boolean' ? values.is_super_admin : undefined,
  });
  if (refusal) throw refused(refusal.field, refusal.key);
};
