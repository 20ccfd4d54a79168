import { describe, expect, it } from 'vitest';
import { actionsBeyondActor, grantableActions, holdsAll, mayChangeEmployee, maySetPassword, roleAssignmentRefusal } from '@domain/privileges';
import { ACTIONS, ALL_PERMISSIONS, EDITOR_PERMISSIONS, MODULE_ACTIONS, isModule } from '@domain/permissions';
import { permissionGrantSchema } from '@domain/employeeRoles';

const staff = { id: 7, is_super_admin: false, permissions: { employees: ['list', 'edit'], orders: ['list'] } } as const;
const superAdmin = { id: 1, is_super_admin: true, permissions: {} };

describe('privilege rules', () => {
  it('a super admin holds and grants everything; others what their role grants', () => {
    expect(grantableActions(superAdmin, 'scripts')).toEqual(ACTIONS);
    expect(grantableActions(staff, 'employees')).toEqual(['list', 'edit']);
    expect(holdsAll(staff, { orders: ['list'], employees: ['edit'] })).toBe(true);
    expect(holdsAll(staff, { orders: ['list', 'export'] })).toBe(false);
    expect(holdsAll(superAdmin, { scripts: ['delete'] })).toBe(true);
  });

  it('gives a module its own actions besides the common ones, granted to admins and refused on other modules', () => {
    expect(Object.keys(MODULE_ACTIONS).every(isModule)).toBe(true);
    expect(grantableActions(superAdmin, 'orders')).toEqual([...ACTIONS, 'credit_beyond_paid']);
    expect(ALL_PERMISSIONS.orders).toContain('credit_beyond_paid');
    expect(EDITOR_PERMISSIONS.orders).not.toContain('credit_beyond_paid');
    expect(actionsBeyondActor(staff, 'orders', ['list'], ['list', 'credit_beyond_paid'])).toEqual(['credit_beyond_paid']);
    expect(permissionGrantSchema.safeParse({ module: 'orders', actions: ['list', 'credit_beyond_paid'] }).success).toBe(true);
    expect(permissionGrantSchema.safeParse({ module: 'products', actions: ['credit_beyond_paid'] }).success).toBe(false);
  });

  it('a role editor changes only the actions they hold, in either direction', () => {
    expect(actionsBeyondActor(staff, 'orders', ['list', 'export'], ['export'])).toEqual([]);
    expect(actionsBeyondActor(staff, 'orders', ['list'], ['list', 'create'])).toEqual(['create']);
    expect(actionsBeyondActor(staff, 'scripts', ['list'], [])).toEqual(['list']);
  });

  it('only a super admin changes a super admin; another’s password needs all their rights', () => {
    expect(mayChangeEmployee(staff, { id: 1, is_super_admin: true })).toBe(false);
    expect(mayChangeEmployee(superAdmin, { id: 2, is_super_admin: true })).toBe(true);
    expect(maySetPassword(staff, { id: 8, is_super_admin: false, permissions: { orders: ['list'] } })).toBe(true);
    expect(maySetPassword(staff, { id: 8, is_super_admin: false, permissions: { orders: ['delete'] } })).toBe(false);
    expect(maySetPassword(staff, { id: 7, is_super_admin: false, permissions: {} })).toBe(true);
  });

  it('nobody changes their own role or flag, assigns a role beyond their own, or makes a super admin unless one', () => {
    const self = { id: 7, is_super_admin: false };
    expect(roleAssignmentRefusal(staff, self, { role_id: 3, current_role_id: 2, rolePermissions: {} })).toEqual({ field: 'role_id', key: 'server.own_role' });
    expect(roleAssignmentRefusal(staff, self, { role_id: 2, current_role_id: 2, is_super_admin: false })).toBeUndefined();
    expect(roleAssignmentRefusal(superAdmin, { id: 1, is_super_admin: true }, { is_super_admin: false })?.key).toBe('server.own_super_admin');
    expect(roleAssignmentRefusal(staff, undefined, { role_id: 3, rolePermissions: { scripts: ['list'] } })?.key).toBe('server.role_beyond_own');
    expect(roleAssignmentRefusal(staff, undefined, { role_id: 3, rolePermissions: { orders: ['list'] } })).toBeUndefined();
    expect(roleAssignmentRefusal(staff, undefined, { role_id: 3, rolePermissions: {}, is_super_admin: true })?.key).toBe('server.super_admin_makes_super_admin');
    expect(roleAssignmentRefusal(staff, { id: 9, is_super_admin: false }, { is_super_admin: true })?.key).toBe('server.super_admin_grants_super_admin');
  });
});
