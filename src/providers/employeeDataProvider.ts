import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { EMPLOYEE_PARTS, PART_SCHEMAS, type EmployeePart } from '@domain/employee';
import type { PermissionGrant } from '@domain/employeeRoles';
import { employeeApi, type Envelope } from './employeeApi';
import { httpClient } from './httpClient';

const call = async <T>(path: string, options: RequestInit = {}): Promise<T> => {
  const { json } = await httpClient(employeeApi(path), options);
  return (json as Envelope<T>).body;
};
const send = <T>(method: string, path: string, body: unknown) => call<T>(path, { method, body: JSON.stringify(body) });

/** The employee list's query: JSON objects in the query string, as spec section 7 says. */
const listQuery = ({ pagination, sort, filter }: Partial<GetListParams>) => {
  const query = new URLSearchParams({ filter: JSON.stringify(filter ?? {}) });
  if (sort) query.set('sort', JSON.stringify([sort.field, sort.order]));
  if (pagination) {
    const start = (pagination.page - 1) * pagination.perPage;
    query.set('range', JSON.stringify([start, start + pagination.perPage - 1]));
  }
  return query;
};

const getEmployees = async (params: Partial<GetListParams>) => {
  const [data, counted] = await Promise.all([
    call<RaRecord[]>(`employee?${listQuery(params)}`),
    call<{ count: number }>(`employee/s/count?${listQuery({ filter: params.filter })}`),
  ]);
  return { data, total: counted.count };
};

const isPart = (value: unknown): value is EmployeePart => (EMPLOYEE_PARTS as readonly unknown[]).includes(value);

/** Only the part's own fields travel, with the employee's id, so a tab never overwrites another. */
const pickPart = (part: EmployeePart, data: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(PART_SCHEMAS[part].shape).filter((key) => key in data).map((key) => [key, data[key]]));

/** Status changes are their own calls (spec: POST /api/v1/employee/disable). */
export const EMPLOYEE_STATUS_ACTIONS = ['disable', 'enable'] as const;
type StatusAction = (typeof EMPLOYEE_STATUS_ACTIONS)[number];
const isStatusAction = (value: unknown): value is StatusAction => (EMPLOYEE_STATUS_ACTIONS as readonly unknown[]).includes(value);

const unsupported = (what: string) => () => Promise.reject(new Error(`${what} is not supported by the employee base`));

/**
 * The employee base's own API (spec section 7). `update` needs `meta.part`: one of the six PATCH
 * parts, or "disable" / "enable".
 */
export const employeeDataProvider = {
  getList: (_resource, params) => getEmployees(params),
  getOne: async (_resource, { id }) => ({ data: await call(`employee/full/${id}`) }),
  getMany: async (_resource, { ids }) =>
    getEmployees({ filter: { id: ids }, pagination: { page: 1, perPage: Math.max(ids.length, 1) } }),
  getManyReference: (_resource, { target, id, filter, sort, pagination }) =>
    getEmployees({ filter: { ...filter, [target]: id }, sort, pagination }),
  create: async (_resource, { data }) => ({ data: await send('POST', 'employee', data) }),
  update: async (_resource, { id, data, meta }) => {
    const part: unknown = meta?.part;
    if (isStatusAction(part)) return { data: await send('POST', `employee/${part}`, { employee_id: id }) };
    if (!isPart(part)) throw new Error('Updating an employee needs meta.part');
    return { data: await send('PATCH', `employee/${part}`, { employee_id: id, ...pickPart(part, data) }) };
  },
  updateMany: unsupported('Updating many employees'),
  delete: unsupported('Deleting an employee (disable it instead)'),
  deleteMany: unsupported('Deleting employees (disable them instead)'),
} as DataProvider;

interface RoleRecord extends RaRecord {
  name: string;
  description: string;
}

const matchesFilter = (role: RoleRecord, filter: Record<string, unknown>) => {
  const q = typeof filter.q === 'string' ? filter.q.toLowerCase() : '';
  const ids = Array.isArray(filter.id) ? (filter.id as Identifier[]) : undefined;
  return (!q || `${role.name} ${role.description}`.toLowerCase().includes(q)) && (!ids || ids.includes(role.id));
};

/** Roles are few: the server answers them all, and lists are filtered, sorted and paged here. */
const getRoles = async ({ filter = {}, sort, pagination }: Partial<GetListParams>) => {
  const all = (await call<RoleRecord[]>('roles')).filter((role) => matchesFilter(role, filter));
  if (sort) {
    const direction = sort.order === 'ASC' ? 1 : -1;
    all.sort((a, b) => String(a[sort.field] ?? '').localeCompare(String(b[sort.field] ?? ''), undefined, { numeric: true }) * direction);
  }
  const start = pagination ? (pagination.page - 1) * pagination.perPage : 0;
  return { data: pagination ? all.slice(start, start + pagination.perPage) : all, total: all.length };
};

export const roleDataProvider = {
  getList: (_resource, params) => getRoles(params),
  getOne: async (_resource, { id }) => ({ data: await call(`roles/${id}`) }),
  getMany: (_resource, { ids }) => getRoles({ filter: { id: ids } }),
  getManyReference: (_resource, { target, id, ...params }) => getRoles({ ...params, filter: { ...params.filter, [target]: id } }),
  create: async (_resource, { data }) => ({ data: await send('POST', 'roles', data) }),
  update: async (_resource, { id, data }) => ({
    data: await send('PATCH', `roles/${id}`, { name: data.name, description: data.description }),
  }),
  updateMany: unsupported('Updating many roles'),
  delete: async (_resource, { id }) => ({ data: await call(`roles/${id}`, { method: 'DELETE' }) }),
  deleteMany: async (_resource, { ids }) => {
    for (const id of ids) await call(`roles/${id}`, { method: 'DELETE' });
    return { data: ids };
  },
} as DataProvider;

export interface RoleGrant extends PermissionGrant {
  role_id: number;
  role_name: string;
}

/** GET /api/v1/access_control/permissions?module=&role_id= */
export const fetchPermissions = (query: { module?: string; role_id?: Identifier }) => {
  const params = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
  return call<RoleGrant[]>(`access_control/permissions?${params}`);
};

/** POST api/v1/access_control/create: replaces the role's grants for the modules sent. */
export const saveRolePermissions = (roleId: Identifier, permissions: PermissionGrant[]) =>
  send('POST', 'access_control/create', { role_id: roleId, permissions });
