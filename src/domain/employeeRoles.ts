import { z } from 'zod';
import { ACTIONS, MODULES } from './permissions';

/** Roles and the permission matrix (DESIGN section 4: Role name, description; Permission role_id, module, actions). */
export const roleSchema = z.object({
  name: z
    .string({ message: 'Enter the role name' })
    .trim()
    .min(2, { message: 'Enter the role name' })
    .max(40, { message: 'The role name is too long (40 characters at most)' })
    .regex(/^[a-z0-9 _-]+$/i, { message: 'Use letters, digits, spaces, dashes or underscores' }),
  description: z.string().trim().max(200, { message: 'The description is too long (200 characters at most)' }).optional(),
});

export const permissionGrantSchema = z.object({
  module: z.enum(MODULES, { message: 'Unknown module' }),
  actions: z.array(z.enum(ACTIONS, { message: 'Unknown action' })).transform((actions) => [...new Set(actions)]),
});
export type PermissionGrant = z.infer<typeof permissionGrantSchema>;

/**
 * POST /api/v1/access_control/create: saves a role's permissions. With role_id it replaces that
 * role's grants for the modules listed; without, it creates the role (name, description) first.
 */
export const saveRolePermissionsSchema = z
  .object({
    role_id: z.coerce.number().int().positive().optional(),
    name: roleSchema.shape.name.optional(),
    description: roleSchema.shape.description.optional(),
    permissions: z.array(permissionGrantSchema).max(MODULES.length * 2),
  })
  .refine((payload) => payload.role_id !== undefined || payload.name !== undefined, {
    message: 'Give the role_id of a role, or the name of a new one',
    path: ['role_id'],
  });

export const permissionsQuerySchema = z.object({
  module: z.enum(MODULES, { message: 'Unknown module' }).optional(),
  role_id: z.coerce.number().int().positive({ message: 'Give a valid role_id' }).optional(),
});
