import { z } from './zod';
import { recordId } from './bounds';
import { ALL_ACTIONS, MODULES, actionsOf } from './permissions';
import { fieldLabels, schemaMessage } from './schemaMessages';

const label = fieldLabels('roles');

const ENTER_ROLE_NAME = schemaMessage('server.enter_the', { field: label('name') });
const UNKNOWN_MODULE = schemaMessage('server.unknown_module');

/** Roles and the permission matrix (DESIGN section 4: Role name, description; Permission role_id, module, actions). */
export const roleSchema = z.object({
  name: z
    .string({ message: ENTER_ROLE_NAME })
    .trim()
    .min(2, { message: ENTER_ROLE_NAME })
    .max(40, { message: schemaMessage('server.too_long_at_most', { field: label('name'), max: 40 }) })
    .regex(/^[a-z0-9 _-]+$/i, { message: schemaMessage('server.role_name_format') }),
  description: z
    .string()
    .trim()
    .max(200, { message: schemaMessage('server.too_long_at_most', { field: label('description'), max: 200 }) })
    .optional(),
});

const UNKNOWN_ACTION = schemaMessage('server.unknown_action');

/** A module's grants: actions it has (the common ones and its own, permissions.ts), each once. */
export const permissionGrantSchema = z
  .object({
    module: z.enum(MODULES, { message: UNKNOWN_MODULE }),
    actions: z.array(z.enum(ALL_ACTIONS, { message: UNKNOWN_ACTION })).transform((actions) => [...new Set(actions)]),
  })
  .refine((grant) => grant.actions.every((action) => actionsOf(grant.module).includes(action)), { message: UNKNOWN_ACTION, path: ['actions'] });
export type PermissionGrant = z.infer<typeof permissionGrantSchema>;

/**
 * POST /api/v1/access_control/create: saves a role's permissions. With role_id it replaces that
 * role's grants for the modules listed; without, it creates the role (name, description) first.
 */
export const saveRolePermissionsSchema = z
  .object({
    role_id: z.coerce.number().pipe(recordId()).optional(),
    name: roleSchema.shape.name.optional(),
    description: roleSchema.shape.description.optional(),
    permissions: z.array(permissionGrantSchema, { message: schemaMessage('server.give_permissions') }).max(MODULES.length * 2),
  })
  .refine((payload) => payload.role_id !== undefined || payload.name !== undefined, {
    message: schemaMessage('server.role_id_or_name'),
    path: ['role_id'],
  });

export const permissionsQuerySchema = z.object({
  module: z.enum(MODULES, { message: UNKNOWN_MODULE }).optional(),
  role_id: z.coerce.number().pipe(recordId(schemaMessage('server.give_role_id'))).optional(),
});
