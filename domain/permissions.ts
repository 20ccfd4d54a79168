import { RESOURCES, type ResourceModule } from './resources';

/** Per-module permissions and the role rules of spec section 6, shared by console and server. */
/** The actions every module has. */
export const ACTIONS = ['list', 'show', 'create', 'edit', 'delete', 'export', 'import'] as const;

/**
 * Actions of one module only. `credit_beyond_paid` on orders: credit or refund more than an order's
 * payments leave (net of earlier refunds and credits), giving a reason that History keeps.
 */
// Keyed by module name without naming the Module type: resources.ts reads Action, so Action cannot read Module.
export const MODULE_ACTIONS = { orders: ['credit_beyond_paid'] } as const;

export type Action = (typeof ACTIONS)[number] | (typeof MODULE_ACTIONS)[keyof typeof MODULE_ACTIONS][number];

/** Every action of any module: the common ones, then each module's own. */
export const ALL_ACTIONS = [...ACTIONS, ...Object.values(MODULE_ACTIONS).flat()] as [Action, ...Action[]];

/** Modules of screens that are not resources: the dashboard, and reports that read several resources. */
const SCREEN_MODULES = ['dashboard', 'reports'] as const;
export type Module = ResourceModule | (typeof SCREEN_MODULES)[number];

/** Every module, each once: the dashboard's, those the resource table names in its order, then reports. */
export const MODULES = [SCREEN_MODULES[0], ...new Set(RESOURCES.map((row) => row.module)), SCREEN_MODULES[1]] as [Module, ...Module[]];

export const ROLES = ['admin', 'editor'] as const;
export type RoleName = (typeof ROLES)[number];

/** Module -> allowed actions, as granted to one role. */
export type PermissionSet = Partial<Record<Module, readonly Action[]>>;

export interface AccessSubject {
  role: RoleName;
  is_super_admin: boolean;
  permissions: PermissionSet;
}

/** Spec: admin rule is admin only; editor rule is editor or admin. */
export const satisfiesRole = (role: RoleName | undefined, required: RoleName): boolean =>
  required === 'editor' ? role === 'editor' || role === 'admin' : role === 'admin';

/** Super admins bypass module permissions; everyone else needs the action granted on the module. */
export const canDo = (subject: Pick<AccessSubject, 'is_super_admin' | 'permissions'>, module: Module, action: Action): boolean =>
  subject.is_super_admin || (subject.permissions[module]?.includes(action) ?? false);

export const isModule = (value: string): value is Module => (MODULES as readonly string[]).includes(value);
export const isAction = (value: string): value is Action => (ALL_ACTIONS as readonly string[]).includes(value);

/** The actions a module has: the common ones and its own. */
export const actionsOf = (module: Module): readonly Action[] => [...ACTIONS, ...((MODULE_ACTIONS as Partial<Record<Module, readonly Action[]>>)[module] ?? [])];

/** Every action on every module: what the seeded admin role holds. */
export const ALL_PERMISSIONS: PermissionSet = Object.fromEntries(MODULES.map((m) => [m, actionsOf(m)]));

const ADMIN_ONLY = new Set<Module>(RESOURCES.filter((row) => 'adminOnly' in row).map((row) => row.module));

/**
 * What the seeded editor role holds: the common actions of every module but those of rows marked
 * adminOnly (staff, roles, scripts); a module's own actions (crediting beyond payments) stay with admins.
 */
export const EDITOR_PERMISSIONS: PermissionSet = Object.fromEntries(MODULES.filter((m) => !ADMIN_ONLY.has(m)).map((m) => [m, ACTIONS]));
