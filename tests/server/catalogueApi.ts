import { basePrefix } from '@domain/bases';
import type { Action, Module } from '@domain/permissions';
import { findResource } from '@domain/resources';
import { hashPassword } from '../../server/auth/passwords';
import { employees, rolePermissions, roles } from '../../server/db/schema';
import type { TestServer } from './harness';

/** Helpers for the product base's catalogue routes in server tests. */
export const PRODUCT_API = '/svc/product';

/** A resource's collection path from the table (any base); a name outside it, on the product base. */
export const collectionUrl = (resource: string) => {
  const row = findResource(resource);
  return row ? `${basePrefix(row.base)}/${row.apiPath}` : `${PRODUCT_API}/${resource}`;
};

export const listOf = async (server: TestServer, token: string, resource: string, query: Record<string, unknown> = {}) => {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, JSON.stringify(value)]));
  const response = await server.request(token, { method: 'GET', url: `${collectionUrl(resource)}?${params}` });
  if (response.statusCode !== 200) throw new Error(`list ${resource} failed: ${response.statusCode} ${response.body}`);
  const range = String(response.headers['content-range']);
  return { rows: response.json() as Record<string, unknown>[], total: Number(range.split('/')[1]), range };
};

export const createIn = async (server: TestServer, token: string, resource: string, payload: Record<string, unknown>) => {
  const response = await server.request(token, { method: 'POST', url: collectionUrl(resource), payload });
  if (response.statusCode !== 201) throw new Error(`create ${resource} failed: ${response.statusCode} ${response.body}`);
  return response.json() as Record<string, unknown> & { id: number };
};

let serial = 0;
/** A unique word, so searches and filters find exactly what a test created. */
export const uniqueWord = (prefix: string) => `${prefix}${Date.now().toString(36)}${(serial++).toString(36)}`;

/** A staff member whose role holds only the given grants, signed in. */
export const limitedStaffToken = async (server: TestServer, grants: Partial<Record<Module, Action[]>>) => {
  const { db } = server.database;
  const name = uniqueWord('limited');
  const [role] = await db.insert(roles).values({ name }).returning();
  await db.insert(rolePermissions).values(Object.entries(grants).map(([module, actions]) => ({ role_id: role!.id, module, actions })));
  const password = 'Limited#2026!';
  const email = `${name}@example.com`;
  await db
    .insert(employees)
    .values({ first_name: 'Lim', last_name: 'Ited', email, role_id: role!.id, password_hash: await hashPassword(password) });
  const response = await server.request(undefined, {
    method: 'POST',
    url: '/svc/employee/api/v1/employee/login/email',
    payload: { email, password },
  });
  return response.json().body.token as string;
};
