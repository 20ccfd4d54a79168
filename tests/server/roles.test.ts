import { expect, it } from 'vitest';
import { MODULES } from '@domain/permissions';
import { describeEachDatabase } from './harness';
import { createEmployee, EMPLOYEE_API, roleIdByName, tokenOf } from './employeeApi';

const save = (payload: Record<string, unknown>) => ({ method: 'POST' as const, url: `${EMPLOYEE_API}/access_control/create`, payload });

describeEachDatabase('roles and the permission matrix', (server) => {
  it('lists roles with their employee and module counts', async () => {
    const response = await server().request(await server().tokenFor('admin'), { method: 'GET', url: `${EMPLOYEE_API}/roles` });
    expect(response.statusCode).toBe(200);
    const names = (response.json().body as { name: string }[]).map((role) => role.name);
    expect(names).toEqual(expect.arrayContaining(['admin', 'editor', 'catalogue', 'warehouse', 'support']));
    const admin = (response.json().body as { name: string; modules_count: number; employees_count: number }[]).find((r) => r.name === 'admin');
    expect(admin).toMatchObject({ modules_count: MODULES.length });
    expect(admin!.employees_count).toBeGreaterThan(0);
  });

  it('creates, renames and deletes a role; names are unique; built-in roles keep their names', async () => {
    const token = await server().tokenFor('admin');
    const created = await server().request(token, { method: 'POST', url: `${EMPLOYEE_API}/roles`, payload: { name: 'Photo studio', description: 'Shoots listings' } });
    expect(created.statusCode).toBe(201);
    const id = created.json().body.id as number;
    const renamed = await server().request(token, { method: 'PATCH', url: `${EMPLOYEE_API}/roles/${id}`, payload: { name: 'Studio' } });
    expect(renamed.json().body).toMatchObject({ id, name: 'Studio', description: 'Shoots listings' });
    const duplicate = await server().request(token, { method: 'POST', url: `${EMPLOYEE_API}/roles`, payload: { name: 'Studio' } });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.fields).toHaveProperty('name');
    const bad = await server().request(token, { method: 'POST', url: `${EMPLOYEE_API}/roles`, payload: { name: '<b>' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('name');

    const adminId = await roleIdByName(server(), token, 'admin');
    const builtIn = await server().request(token, { method: 'PATCH', url: `${EMPLOYEE_API}/roles/${adminId}`, payload: { name: 'boss' } });
    expect(builtIn.statusCode).toBe(422);
    const inUse = await server().request(token, { method: 'DELETE', url: `${EMPLOYEE_API}/roles/${await roleIdByName(server(), token, 'support')}` });
    expect(inUse.statusCode).toBe(409);
    expect((await server().request(token, { method: 'DELETE', url: `${EMPLOYEE_API}/roles/${id}` })).statusCode).toBe(200);
    expect((await server().request(token, { method: 'GET', url: `${EMPLOYEE_API}/roles/${id}` })).statusCode).toBe(404);
  });

  it('fetches permissions by module and optionally by role_id', async () => {
    const token = await server().tokenFor('admin');
    const byModule = await server().request(token, { method: 'GET', url: `${EMPLOYEE_API}/access_control/permissions?module=customers` });
    const rows = byModule.json().body as { role_name: string; module: string; actions: string[] }[];
    expect(rows.every((row) => row.module === 'customers')).toBe(true);
    expect(rows.map((row) => row.role_name)).toEqual(expect.arrayContaining(['admin', 'editor', 'support']));
    const supportId = await roleIdByName(server(), token, 'support');
    const one = await server().request(token, { method: 'GET', url: `${EMPLOYEE_API}/access_control/permissions?module=customers&role_id=${supportId}` });
    expect(one.json().body).toEqual([{ role_id: supportId, role_name: 'support', module: 'customers', actions: ['list', 'show', 'create', 'edit', 'export'] }]);
    const bad = await server().request(token, { method: 'GET', url: `${EMPLOYEE_API}/access_control/permissions?module=nope` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('module');
  });

  it('saves a new role with its grants, and refuses unknown modules and actions per field', async () => {
    const token = await server().tokenFor('admin');
    const created = await server().request(token, save({ name: 'Auditors', permissions: [{ module: 'orders', actions: ['list', 'show', 'export'] }] }));
    expect(created.statusCode).toBe(200);
    expect(created.json().body).toMatchObject({ role: { name: 'Auditors', modules_count: 1 }, permissions: [{ module: 'orders', actions: ['list', 'show', 'export'] }] });
    const bad = await server().request(token, save({ role_id: created.json().body.role.id, permissions: [{ module: 'nope', actions: ['fly'] }] }));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['permissions.0.module', 'permissions.0.actions.0']);
    const neither = await server().request(token, save({ permissions: [] }));
    expect(neither.json().error.fields).toHaveProperty('role_id');
  });

  it('asks for the permissions of a role sent without them, by a message of its own at the field', async () => {
    const response = await server().request(await server().tokenFor('admin'), save({ name: 'Packers' }));
    expect(response.statusCode).toBe(400);
    const { fields, i18n } = response.json().error as { fields: Record<string, string>; i18n: { fields: Record<string, unknown> } };
    expect(fields).toEqual({ permissions: "List the role's permissions, an empty list for none" });
    // The console translates the key (every locale has it: tests/unit/serverMessages.test.ts).
    expect(i18n.fields).toEqual({ permissions: { key: 'server.give_permissions' } });

    // An API client reads the texts in the language it asks for.
    const french = await server().request(await server().tokenFor('admin'), { ...save({ name: 'x' }), headers: { 'accept-language': 'fr-CH, fr;q=0.9, en;q=0.8' } });
    expect(french.json().error).toMatchObject({
      message: 'Certains champs ne sont pas valides',
      fields: { name: 'Renseignez le champ « name »', permissions: 'Indiquez les permissions du rôle, une liste vide pour aucune' },
      i18n: { fields: { permissions: { key: 'server.give_permissions' } } },
    });
  });

  it('a permission change applies on the very next request of an open session, both ways', async () => {
    const admin = await server().tokenFor('admin');
    const editor = await server().tokenFor('editor');
    const editorRole = await roleIdByName(server(), admin, 'editor');
    const listEmployees = () => server().request(editor, { method: 'GET', url: `${EMPLOYEE_API}/employee` });
    expect((await listEmployees()).statusCode).toBe(403);

    await server().request(admin, save({ role_id: editorRole, permissions: [{ module: 'employees', actions: ['list'] }] }));
    expect((await listEmployees()).statusCode).toBe(200);
    const session = await server().request(editor, { method: 'GET', url: `${EMPLOYEE_API}/employee/session` });
    expect(session.json().body.permissions.employees).toEqual(['list']);

    await server().request(admin, save({ role_id: editorRole, permissions: [{ module: 'employees', actions: [] }] }));
    expect((await listEmployees()).statusCode).toBe(403);
  });

  it('staff without the roles module cannot read or change permissions', async () => {
    const admin = await server().tokenFor('admin');
    const supportId = await roleIdByName(server(), admin, 'support');
    const member = await createEmployee(server(), admin, { role_id: supportId });
    const token = await tokenOf(server(), member.email, member.password);
    expect((await server().request(token, { method: 'GET', url: `${EMPLOYEE_API}/roles` })).statusCode).toBe(403);
    expect((await server().request(token, { method: 'GET', url: `${EMPLOYEE_API}/access_control/permissions?module=orders` })).statusCode).toBe(403);
    const escalate = await server().request(token, save({ role_id: supportId, permissions: [{ module: 'roles', actions: ['edit'] }] }));
    expect(escalate.statusCode).toBe(403);
  });
});
