import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { permissionsQuerySchema, roleSchema, saveRolePermissionsSchema, type PermissionGrant } from '@domain/employeeRoles';
import { canDo, MODULES, ROLES, type PermissionSet } from '@domain/permissions';
import { actionsBeyondActor, type Actor } from '@domain/privileges';
import type { Database, Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { rolePermissions, roles } from '../../db/schema';
import { forbidden, staffOf } from '../../auth/access';
import type { ServiceContext } from '../../context';
import { HttpError, notFound, type FieldMessages } from '../../http/errors';
import { pathId } from '../../http/pathId';
import { ok } from '../../http/envelope';
import { rolePermissionSet } from './employeePrivileges';
import { recordChange } from '../../history/recordChange';
import { registerHistoryRoute } from '../../history/historyRoute';
import { z } from 'zod';
import { envelope, idParams } from '../../openapi/common';
import { selectionSchema } from '../../openapi/tableRow';

/** History rows of roles are kept under the resource's name. */
const RESOURCE = 'roles';


const ROLE_COLUMNS = {
  id: roles.id,
  name: roles.name,
  description: roles.description,
  created_at: roles.created_at,
  updated_at: roles.updated_at,
  // Written out because drizzle leaves column names unqualified inside a correlated subquery.
  employees_count: sql<number>`(select count(*)::int from employees e where e.role_id = roles.id)`,
  modules_count: sql<number>`(select count(*)::int from role_permissions p where p.role_id = roles.id and cardinality(p.actions) > 0)`,
};

const roleRow = selectionSchema({ id: roles.id, name: roles.name, description: roles.description, created_at: roles.created_at, updated_at: roles.updated_at }).extend({
  employees_count: z.number().int(),
  modules_count: z.number().int(),
});
const roleAnswer = envelope(roleRow);
const grantRow = z.object({ module: z.string(), actions: z.array(z.string()) });

/** admin and editor carry the spec's route rules by name (spec section 6): they keep their names. */
const isBuiltIn = (name: string) => (ROLES as readonly string[]).includes(name);

const findRole = async (db: Database, id: number) => {
  const [row] = await db.select(ROLE_COLUMNS).from(roles).where(eq(roles.id, id));
  if (!row) throw notFound('server.role_not_found');
  return row;
};

/** A role editor ticks and unticks only the actions they hold; 403 at each grant that goes beyond. */
const ensureGrantsWithinOwn = (staff: Actor, current: PermissionSet, grants: readonly PermissionGrant[]) => {
  const fields: FieldMessages = {};
  grants.forEach((grant, index) => {
    if (actionsBeyondActor(staff, grant.module, current[grant.module] ?? [], grant.actions).length) {
      fields[`permissions.${index}.actions`] = { key: 'server.grants_beyond_own' };
    }
  });
  if (Object.keys(fields).length) throw new HttpError(403, 'forbidden', { key: 'server.grants_beyond_own' }, fields);
};

/** A role's grants as History compares them: every module -> its actions, or null without any. */
const grantsOf = async (tx: Executor, roleId: number) => {
  const rows = await tx.select({ module: rolePermissions.module, actions: rolePermissions.actions }).from(rolePermissions).where(eq(rolePermissions.role_id, roleId));
  const granted = new Map(rows.filter((grant) => grant.actions.length).map((grant) => [grant.module, grant.actions]));
  return Object.fromEntries(MODULES.map((module) => [module, granted.get(module) ?? null]));
};

/** Roles (list, create, rename, delete when unused) and the permission matrix of spec section 7. */
export const registerRoleRoutes = (app: FastifyInstance, { db }: ServiceContext) => {
  // Roles are few (a handful per business): the list answers all of them and the console pages locally.
  app.get('/api/v1/roles', { config: { access: { module: 'roles', action: 'list' } }, schema: { response: { 200: envelope(z.array(roleRow)) } } }, async () =>
    ok(await db.select(ROLE_COLUMNS).from(roles).orderBy(asc(roles.name))),
  );

  app.get('/api/v1/roles/:id', { config: { access: { module: 'roles', action: 'show' } }, schema: { params: idParams, response: { 200: roleAnswer } } }, async (request) =>
    ok(await findRole(db, pathId(request.params, 'server.role_not_found'))),
  );

  registerHistoryRoute(app, db, { recordPath: '/api/v1/roles/:id', module: 'roles', entity: RESOURCE, envelope: true });

  app.post('/api/v1/roles', { config: { access: { module: 'roles', action: 'create' } }, schema: { body: roleSchema, response: { 201: roleAnswer } } }, async (request, reply) => {
    const values = roleSchema.parse(request.body ?? {});
    const staff = staffOf(request);
    const created = await inTransaction(db, async (tx) => {
      const [row] = await tx
        .insert(roles)
        .values({ ...values, created_by: staff.id })
        .returning();
      await recordChange(tx, staff.id, RESOURCE, row!.id, undefined, row);
      return row!;
    });
    return reply.status(201).send(ok(await findRole(db, created.id)));
  });

  app.patch('/api/v1/roles/:id', { config: { access: { module: 'roles', action: 'edit' } }, schema: { params: idParams, body: roleSchema.partial(), response: { 200: roleAnswer } } }, async (request) => {
    const id = pathId(request.params, 'server.role_not_found');
    const values = roleSchema.partial().parse(request.body ?? {});
    const existing = await findRole(db, id);
    if (values.name !== undefined && values.name !== existing.name && isBuiltIn(existing.name)) {
      throw new HttpError(422, 'built_in_role', { key: 'server.role_keeps_name', params: { role: existing.name } }, {
        name: { key: 'server.role_not_renamed' },
      });
    }
    await inTransaction(db, async (tx) => {
      const [before] = await tx.select().from(roles).where(eq(roles.id, id)).for('update');
      const [after] = await tx
        .update(roles)
        .set({ ...values, updated_at: new Date() })
        .where(eq(roles.id, id))
        .returning();
      await recordChange(tx, staffOf(request).id, RESOURCE, id, before, after);
    });
    return ok(await findRole(db, id));
  });

  app.delete('/api/v1/roles/:id', { config: { access: { module: 'roles', action: 'delete' } }, schema: { params: idParams, response: { 200: roleAnswer } } }, async (request) => {
    const id = pathId(request.params, 'server.role_not_found');
    const existing = await findRole(db, id);
    if (isBuiltIn(existing.name)) throw new HttpError(422, 'built_in_role', { key: 'server.role_not_deleted', params: { role: existing.name } });
    if (existing.employees_count > 0) {
      throw new HttpError(409, 'role_in_use', { key: 'server.role_in_use', params: { smart_count: existing.employees_count } });
    }
    await inTransaction(db, async (tx) => {
      const [deleted] = await tx.delete(roles).where(eq(roles.id, id)).returning();
      await recordChange(tx, staffOf(request).id, RESOURCE, id, deleted, undefined);
    });
    return ok(existing);
  });

  app.get('/api/v1/access_control/permissions', { config: { access: { module: 'roles', action: 'show' } }, schema: { summary: 'Grants by role and module', querystring: permissionsQuerySchema, response: { 200: envelope(z.array(grantRow.extend({ role_id: z.number().int(), role_name: z.string() }))) } } }, async (request) => {
    const { module, role_id } = permissionsQuerySchema.parse(request.query ?? {});
    const conditions: SQL[] = [];
    if (module) conditions.push(eq(rolePermissions.module, module));
    if (role_id) conditions.push(eq(rolePermissions.role_id, role_id));
    const rows = await db
      .select({ role_id: rolePermissions.role_id, role_name: roles.name, module: rolePermissions.module, actions: rolePermissions.actions })
      .from(rolePermissions)
      .innerJoin(roles, eq(roles.id, rolePermissions.role_id))
      .where(and(...conditions))
      .orderBy(asc(roles.name), asc(rolePermissions.module));
    return ok(rows);
  });

  // Spec path "api/v1/access_control/create": creates a role when no role_id is given, then saves its grants.
  app.post('/api/v1/access_control/create', { config: { access: { module: 'roles', action: 'edit' } }, schema: { summary: 'Save a role\'s grants (a new role without role_id, which needs roles:create)', body: saveRolePermissionsSchema, response: { 200: envelope(z.object({ role: roleRow, permissions: z.array(grantRow) })) } } }, async (request) => {
    const staff = staffOf(request);
    const payload = saveRolePermissionsSchema.parse(request.body ?? {});
    if (payload.role_id === undefined && !canDo(staff, 'roles', 'create')) throw forbidden();
    const roleId = await inTransaction(db, async (tx) => {
      let id = payload.role_id;
      let before: Record<string, unknown> | undefined;
      if (id === undefined) {
        const [created] = await tx
          .insert(roles)
          .values({ name: payload.name!, description: payload.description ?? '', created_by: staff.id })
          .returning({ id: roles.id });
        id = created!.id;
      } else {
        // Locked, so the grants checked below are those replaced.
        const [found] = await tx.select().from(roles).where(eq(roles.id, id)).for('update');
        if (!found) throw notFound('server.role_not_found');
        before = { ...found, ...(await grantsOf(tx, id)) };
      }
      ensureGrantsWithinOwn(staff, await rolePermissionSet(tx, id), payload.permissions);
      const modules = payload.permissions.map((grant) => grant.module);
      if (modules.length) {
        await tx.delete(rolePermissions).where(and(eq(rolePermissions.role_id, id), inArray(rolePermissions.module, modules)));
      }
      const granted = payload.permissions.filter((grant) => grant.actions.length);
      if (granted.length) {
        await tx.insert(rolePermissions).values(granted.map((grant) => ({ role_id: id, ...grant, created_by: staff.id })));
      }
      const [role] = await tx.select().from(roles).where(eq(roles.id, id));
      // One row: a new role with its grants, or the grants that changed (keyed by module).
      await recordChange(tx, staff.id, RESOURCE, id, before, { ...role, ...(await grantsOf(tx, id)) }, before ? 'permissions' : 'create');
      return id;
    });
    const grants = await db
      .select({ module: rolePermissions.module, actions: rolePermissions.actions })
      .from(rolePermissions)
      .where(eq(rolePermissions.role_id, roleId))
      .orderBy(asc(rolePermissions.module));
    return ok({ role: await findRole(db, roleId), permissions: grants });
  });
};
