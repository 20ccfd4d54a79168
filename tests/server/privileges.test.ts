import { expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { describeEachDatabase } from './harness';
import { EMPLOYEE_API, patchPart, roleIdByName, saveGrants, signInAs, staffWith } from './employeeApi';

const SUPER_ADMIN_ID = 1;

/** The catalogue key of the server's message at one field. */
const fieldKey = (response: LightMyRequestResponse, field: string) => response.json().error.i18n.fields[field]?.key as string | undefined;

/** The three escalations a probe found (issue 11), and the rules that close them. */
describeEachDatabase('privileges: nobody raises their own rights', (server) => {
  it('employees.edit cannot set a super admin’s password, nor anything else of theirs', async () => {
    const admin = await server().tokenFor('admin');
    const staff = await staffWith(server(), admin, [{ module: 'employees', actions: ['list', 'show', 'edit', 'delete'] }]);
    const takeover = await patchPart(server(), staff.token, 'password', { employee_id: SUPER_ADMIN_ID, password: 'Takeover#2026' });
    expect(takeover.statusCode).toBe(403);
    expect(fieldKey(takeover, 'employee_id')).toBe('server.super_admin_only');
    expect((await signInAs(server(), 'admin@example.com', 'Takeover#2026')).statusCode).toBe(401);
    const rename = await patchPart(server(), staff.token, 'information', { employee_id: SUPER_ADMIN_ID, designation: 'Intern' });
    expect(rename.statusCode).toBe(403);
    const disable = await server().request(staff.token, { method: 'POST', url: `${EMPLOYEE_API}/employee/disable`, payload: { employee_id: SUPER_ADMIN_ID } });
    expect(disable.statusCode).toBe(403);
  });

  it('employees.edit cannot set the password of someone holding more rights', async () => {
    const admin = await server().tokenFor('admin');
    const staff = await staffWith(server(), admin, [{ module: 'employees', actions: ['list', 'show', 'edit'] }]);
    const stronger = await staffWith(server(), admin, [{ module: 'employees', actions: ['list', 'show', 'edit'] }, { module: 'scripts', actions: ['list'] }]);
    const weaker = await staffWith(server(), admin, [{ module: 'employees', actions: ['list'] }]);
    const refused = await patchPart(server(), staff.token, 'password', { employee_id: stronger.id, password: 'Takeover#2026' });
    expect(refused.statusCode).toBe(403);
    expect(fieldKey(refused, 'employee_id')).toBe('server.password_beyond_own');
    expect((await patchPart(server(), staff.token, 'password', { employee_id: weaker.id, password: 'Handover#2026' })).statusCode).toBe(200);
  });

  it('nobody changes their own role; a role is assigned or created only by someone holding all of its rights', async () => {
    const admin = await server().tokenFor('admin');
    const adminRole = await roleIdByName(server(), admin, 'admin');
    const editor = await staffWith(server(), admin, [{ module: 'employees', actions: ['list', 'show', 'edit'] }]);
    const ownRole = await patchPart(server(), editor.token, 'account', { employee_id: editor.id, role_id: adminRole });
    expect(ownRole.statusCode).toBe(403);
    expect(fieldKey(ownRole, 'role_id')).toBe('server.own_role');
    const ownFlag = await patchPart(server(), editor.token, 'account', { employee_id: editor.id, is_super_admin: true });
    expect(fieldKey(ownFlag, 'is_super_admin')).toBe('server.own_super_admin');
    // Unchanged role and flag are no change: one's own name still saves.
    const ownName = await patchPart(server(), editor.token, 'account', { employee_id: editor.id, role_id: editor.roleId, is_super_admin: false, first_name: 'Meera' });
    expect(ownName.statusCode).toBe(200);

    const weaker = await staffWith(server(), admin, [{ module: 'employees', actions: ['list'] }]);
    const promote = await patchPart(server(), editor.token, 'account', { employee_id: weaker.id, role_id: adminRole });
    expect(promote.statusCode).toBe(403);
    expect(fieldKey(promote, 'role_id')).toBe('server.role_beyond_own');
    expect((await patchPart(server(), editor.token, 'account', { employee_id: weaker.id, role_id: editor.roleId })).statusCode).toBe(200);

    const creator = await staffWith(server(), admin, [{ module: 'employees', actions: ['create'] }]);
    const payload = { first_name: 'Ravi', last_name: 'Das', mobile: '9876543210', password: 'Welcome#2026' };
    const created = await server().request(creator.token, {
      method: 'POST',
      url: `${EMPLOYEE_API}/employee`,
      payload: { ...payload, email: `ravi.${Date.now()}@example.com`, role_id: adminRole },
    });
    expect(created.statusCode).toBe(403);
    expect(fieldKey(created, 'role_id')).toBe('server.role_beyond_own');
    const ownLevel = await server().request(creator.token, {
      method: 'POST',
      url: `${EMPLOYEE_API}/employee`,
      payload: { ...payload, email: `ravi.own.${Date.now()}@example.com`, role_id: creator.roleId },
    });
    expect(ownLevel.statusCode).toBe(201);
  });

  it('roles.edit grants and withdraws only the actions its holder holds, on any role including its own', async () => {
    const admin = await server().tokenFor('admin');
    const staff = await staffWith(server(), admin, [{ module: 'roles', actions: ['list', 'show', 'edit'] }, { module: 'orders', actions: ['list'] }]);
    const escalate = await saveGrants(server(), staff.token, staff.roleId, [{ module: 'roles', actions: ['list', 'show', 'edit', 'create'] }]);
    expect(escalate.statusCode).toBe(403);
    expect(fieldKey(escalate, 'permissions.0.actions')).toBe('server.grants_beyond_own');
    const session = await server().request(staff.token, { method: 'GET', url: `${EMPLOYEE_API}/employee/session` });
    expect(session.json().body.permissions.roles).toEqual(['list', 'show', 'edit']);

    const other = (await saveGrants(server(), admin, `other ${Date.now()}`, [{ module: 'customers', actions: ['list'] }])).json().body.role.id as number;
    const withdrawForeign = await saveGrants(server(), staff.token, other, [{ module: 'customers', actions: [] }]);
    expect(withdrawForeign.statusCode).toBe(403);
    const grantOwn = await saveGrants(server(), staff.token, other, [{ module: 'orders', actions: ['list'] }]);
    expect(grantOwn.statusCode).toBe(200);
    expect(grantOwn.json().body.permissions).toEqual([
      { module: 'customers', actions: ['list'] },
      { module: 'orders', actions: ['list'] },
    ]);
  });
});
