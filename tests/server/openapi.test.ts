import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredApiRoute } from '../../server/auth/access';
import { OPENAPI_PATH } from '@domain/apiDescription';
import { startTestServer, type TestServer } from './harness';

/**
 * What a route must declare: its answer (a JSON schema, or the media type of a file it sends), its
 * path's parameters, and the body of a write. The query is optional: many routes take none.
 */
const missingParts = ({ method, url, schema }: RegisteredApiRoute): string[] => [
  ...(!schema?.response && !schema?.produces ? ['response'] : []),
  ...(url.includes(':') && !schema?.params ? ['params'] : []),
  ...(['POST', 'PUT', 'PATCH'].includes(method) && !schema?.body && !schema?.consumes ? ['body'] : []),
];

describe('the OpenAPI description', () => {
  let started: Awaited<ReturnType<typeof startTestServer>>;
  const server = (): TestServer => started.server;
  beforeAll(async () => {
    started = await startTestServer('pglite');
  });
  afterAll(async () => started?.close());

  it('has a schema for every route', () => {
    const missing = server()
      .app.apiRoutes.filter((route) => route.method !== 'HEAD' && missingParts(route).length)
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('is served to signed-in staff only, with every route and its permission', async () => {
    expect((await server().request(undefined, { method: 'GET', url: OPENAPI_PATH })).statusCode).toBe(401);
    const token = await server().tokenFor('editor');
    const response = await server().request(token, { method: 'GET', url: OPENAPI_PATH });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, { 'x-permission': string; security: unknown[] }>> };
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.values(document.paths).flatMap((path) => Object.values(path));
    expect(operations.length).toBe(server().app.apiRoutes.filter((route) => route.method !== 'HEAD').length);
    expect(operations.every((operation) => /^(public|authenticated|[a-z_-]+:[a-z_-]+)$/.test(operation['x-permission']))).toBe(true);
    const list = document.paths['/svc/product/brands']?.get;
    expect(list?.['x-permission']).toBe('brands:list');
    expect(list?.security).toEqual([{ staff: [] }]);
  });
});
