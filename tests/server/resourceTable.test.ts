import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { basePrefix } from '@domain/bases';
import { ACTIONS, MODULES } from '@domain/permissions';
import { RESOURCE_DEFINITIONS, type ResourceDefinition } from '@domain/resources';
import * as schema from '../../server/db/schema';
import { rolePermissions, roles } from '../../server/db/schema';
import { startTestServer, type TestServer } from './harness';

/** The table's promises checked against what the server registers: each built row is served, each guard names a known module. */
describe('the resource table and the server routes', () => {
  let started: Awaited<ReturnType<typeof startTestServer>>;
  const server = (): TestServer => started.server;
  beforeAll(async () => {
    started = await startTestServer('pglite');
  });
  afterAll(async () => started?.close());

  const collectionPath = (row: ResourceDefinition) => `${basePrefix(row.base)}/${row.apiPath}`;
  const routesOf = (row: ResourceDefinition) =>
    server().app.apiRoutes.filter((route) => route.url === collectionPath(row) || route.url.startsWith(`${collectionPath(row)}/`));

  it('serves every row that is not marked planned (or planned only in the console)', () => {
    const unserved = RESOURCE_DEFINITIONS.filter((row) => row.planned !== true && routesOf(row).length === 0).map((row) => row.name);
    expect(unserved).toEqual([]);
  });

  it('serves no row marked planned (a built one drops the mark)', () => {
    const served = RESOURCE_DEFINITIONS.filter((row) => row.planned === true && routesOf(row).length > 0).map((row) => row.name);
    expect(served).toEqual([]);
  });

  it('guards every route with a module the table (or a screen) names', () => {
    const known = new Set<string>(MODULES);
    const tableModules = new Set<string>(RESOURCE_DEFINITIONS.map((row) => row.module));
    const unknown = server()
      .app.apiRoutes.filter((route) => 'module' in route.access && !known.has(route.access.module))
      .map((route) => `${route.method} ${route.url} (${'module' in route.access ? route.access.module : ''})`);
    expect(unknown).toEqual([]);
    expect(MODULES.filter((module) => !tableModules.has(module))).toEqual(['dashboard', 'reports']);
  });

  it('lists seeded demo rows for every row with a list, but those whose records staff make as they work', async () => {
    // Carts, imports and documents come from a staff member's work; every other list opens with demo data.
    const startsEmpty = new Set(['carts', 'customer-imports', 'product-imports', 'variant-imports', 'inbound-documents', 'outbound-documents', 'stock-moves']);
    const token = await server().tokenFor('admin');
    const empty: string[] = [];
    for (const row of RESOURCE_DEFINITIONS.filter((r) => r.planned !== true && !startsEmpty.has(r.name))) {
      const listed = routesOf(row).some((route) => route.method === 'GET' && route.url === collectionPath(row));
      if (!listed) continue;
      const response = await server().request(token, { method: 'GET', url: `${collectionPath(row)}?range=${encodeURIComponent('[0,0]')}` });
      if (response.statusCode !== 200 || (response.json() as unknown[]).length === 0) empty.push(`${row.name} (${response.statusCode})`);
    }
    expect(empty).toEqual([]);
  });

  it('seeds the editor role with every action on every module but those of rows marked adminOnly', async () => {
    const { db } = server().database;
    const grants = await db
      .select({ module: rolePermissions.module, actions: rolePermissions.actions })
      .from(rolePermissions)
      .innerJoin(roles, eq(roles.id, rolePermissions.role_id))
      .where(eq(roles.name, 'editor'));
    const adminOnly = new Set(RESOURCE_DEFINITIONS.filter((row) => row.adminOnly).map((row) => row.module));
    expect(Object.fromEntries(grants.map((grant) => [grant.module, [...grant.actions].sort()]))).toEqual(
      Object.fromEntries(MODULES.filter((module) => !adminOnly.has(module)).map((module) => [module, [...ACTIONS].sort()])),
    );
    expect([...adminOnly].sort()).toEqual(['employees', 'roles', 'scripts']);
  });
});

describe('the schema index', () => {
  it('exports every table of server/db/schema/ (the usage check before a delete and the fuzz test read the index)', async () => {
    const folder = new URL('../../server/db/schema/', import.meta.url);
    const files = readdirSync(folder).filter((file) => file.endsWith('.ts') && file !== 'index.ts');
    const exported = new Set<unknown>(Object.values(schema));
    const missing: string[] = [];
    for (const file of files) {
      const module = (await import(new URL(file, folder).href)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) if (is(value, PgTable) && !exported.has(value)) missing.push(`${file}: ${name}`);
    }
    expect(files.length).toBeGreaterThan(5);
    expect(missing).toEqual([]);
  });
});
