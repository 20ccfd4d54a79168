import type { TestServer } from './harness';

/** Helpers for the employee base's spec routes in server tests. */
export const EMPLOYEE_API = '/svc/employee/api/v1';

export const newEmployee = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Zoya',
  last_name: 'Fernandes',
  email: `zoya.${Math.random().toString(36).slice(2, 10)}@example.com`,
  mobile: '+919876543210',
  role_id: 2,
  password: 'Welcome#2026',
  ...overrides,
});

export const createEmployee = async (server: TestServer, token: string, overrides: Record<string, unknown> = {}) => {
  const payload = newEmployee(overrides);
  const response = await server.request(token, { method: 'POST', url: `${EMPLOYEE_API}/employee`, payload });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return { ...(response.json().body as { id: number; email: string }), password: payload.password };
};

export const signInAs = async (server: TestServer, email: string, password: string) =>
  server.request(undefined, { method: 'POST', url: `${EMPLOYEE_API}/employee/login/email`, payload: { email, password } });

export const tokenOf = async (server: TestServer, email: string, password: string) => {
  const response = await signInAs(server, email, password);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json().body.token as string;
};

export const patchPart = (server: TestServer, token: string, part: string, payload: Record<string, unknown>) =>
  server.request(token, { method: 'PATCH', url: `${EMPLOYEE_API}/employee/${part}`, payload });

export const roleIdByName = async (server: TestServer, token: string, name: string) => {
  const response = await server.request(token, { method: 'GET', url: `${EMPLOYEE_API}/roles` });
  const role = (response.json().body as { id: number; name: string }[]).find((r) => r.name === name);
  if (!role) throw new Error(`no role ${name}`);
  return role.id;
};

export type Grants = { module: string; actions: string[] }[];

/** Saves a role's grants (creating the role when `role` is a name) as the given token's holder. */
export const saveGrants = (server: TestServer, token: string, role: number | string, permissions: Grants) =>
  server.request(token, {
    method: 'POST',
    url: `${EMPLOYEE_API}/access_control/create`,
    payload: typeof role === 'number' ? { role_id: role, permissions } : { name: role, permissions },
  });

/** A signed-in staff member of a new role holding exactly these grants, made by a super admin. */
export const staffWith = async (server: TestServer, adminToken: string, permissions: Grants) => {
  const saved = await saveGrants(server, adminToken, `role ${Math.random().toString(36).slice(2, 10)}`, permissions);
  if (saved.statusCode !== 200) throw new Error(`role failed: ${saved.statusCode} ${saved.body}`);
  const roleId = saved.json().body.role.id as number;
  const employee = await createEmployee(server, adminToken, { role_id: roleId });
  return { ...employee, roleId, token: await tokenOf(server, employee.email, employee.password) };
};
