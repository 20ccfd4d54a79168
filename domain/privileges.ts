import { actionsOf, canDo, type AccessSubject, type Action, type Module, type PermissionSet } from './permissions';
import type { MessageKey } from './serverMessages';

/**
 * Who may grant, assign or change what (ASVS 5.0 chapter 8), shared by console and server: nobody
 * hands out a right they do not hold, changes their own role or super-admin flag, or touches a super
 * admin's record without being one. The server enforces these; the console hides what they refuse.
 */
export type Actor = Pick<AccessSubject, 'is_super_admin' | 'permissions'> & { id: number };

/** An employee as these rules see them: whether they are a super admin, and their role's rights. */
export interface PrivilegeTarget {
  id: number;
  is_super_admin: boolean;
  permissions?: PermissionSet;
}

/** The actions of one module the actor may tick or untick on any role: those they hold themselves. */
export const grantableActions = (actor: Pick<AccessSubject, 'is_super_admin' | 'permissions'>, module: Module): readonly Action[] =>
  actionsOf(module).filter((action) => canDo(actor, module, action));

/** Whether the actor holds every right of a permission set (a role's): what assigning that role needs. */
export const holdsAll = (actor: Pick<AccessSubject, 'is_super_admin' | 'permissions'>, permissions: PermissionSet): boolean =>
  Object.entries(permissions).every(([module, actions]) => {
    const grantable = grantableActions(actor, module as Module);
    return (actions ?? []).every((action) => grantable.includes(action));
  });

/**
 * The actions a change of one module's grants adds or removes that the actor does not hold: a role
 * editor may only tick and untick what they hold, so the rest of a role stays as it was.
 */
export const actionsBeyondActor = (
  actor: Pick<AccessSubject, 'is_super_admin' | 'permissions'>,
  module: Module,
  before: readonly Action[],
  after: readonly Action[],
): Action[] => {
  const grantable = grantableActions(actor, module);
  const changed = actionsOf(module).filter((action) => before.includes(action) !== after.includes(action));
  return changed.filter((action) => !grantable.includes(action));
};

/** Only a super admin changes anything of a super admin's record (any part, status, role, password). */
export const mayChangeEmployee = (actor: Actor, target: PrivilegeTarget): boolean =>
  actor.is_super_admin || actor.id === target.id || !target.is_super_admin;

/**
 * Setting someone else's password lets the setter sign in as them, so it needs every right they hold
 * too; one's own password is self-service.
 */
export const maySetPassword = (actor: Actor, target: PrivilegeTarget): boolean =>
  actor.id === target.id || (mayChangeEmployee(actor, target) && holdsAll(actor, target.permissions ?? {}));

/** Why giving `target` (undefined: a new employee) this role and super-admin flag is refused, if it is. */
export const roleAssignmentRefusal = (
  actor: Actor,
  target: PrivilegeTarget | undefined,
  change: { role_id?: number; current_role_id?: number; rolePermissions?: PermissionSet; is_super_admin?: boolean },
): { field: 'role_id' | 'is_super_admin'; key: MessageKey } | undefined => {
  const own = target !== undefined && target.id === actor.id;
  const roleChanges = change.role_id !== undefined && change.role_id !== change.current_role_id;
  const flagChanges = change.is_super_admin !== undefined && change.is_super_admin !== (target?.is_super_admin ?? false);
  if (own && roleChanges) return { field: 'role_id', key: 'server.own_role' };
  if (own && flagChanges) return { field: 'is_super_admin', key: 'server.own_super_admin' };
  if (flagChanges && !actor.is_super_admin) {
    return { field: 'is_super_admin', key: target ? 'server.super_admin_grants_super_admin' : 'server.super_admin_makes_super_admin' };
  }
  if (roleChanges && !holdsAll(actor, change.rolePermissions ?? {})) return { field: 'role_id', key: 'server.role_beyond_own' };
  return undefined;
};
