import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { MAX_JSON_DEPTH, PUBLIC_BODY_LIMIT, nestsDeeperThan } from '../../server/http/inputHygiene';
import { startTestServer, type TestServer } from './harness';

const SIGN_IN = '/svc/employee/api/v1/employee/login/email';
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const run = promisify(execFile);

/**
 * POSTs a nested-array body of `depth` levels from a separate process (so building and sending it
 * does not load the server's event loop); resolves with the status, or the socket error when the
 * server closed the socket under the upload before the client read its answer.
 */
const CLIENT = `
const [port, path, depth, token] = process.argv.slice(1);
const body = Buffer.from('['.repeat(+depth) + ']'.repeat(+depth));
const { request } = await import('node:http');
const req = request({ port: +port, host: '127.0.0.1', path, method: 'POST', headers: {
  'content-type': 'application/json', 'content-length': body.length, ...(token ? { authorization: 'Bearer ' + token } : {}) } },
  (res) => answer(res.statusCode));
req.on('error', (error) => answer(error.code));
function answer(status) { process.stdout.write(JSON.stringify({ status }), () => process.exit(0)); }
req.end(body);`;

const postNested = async (port: number, path: string, depth: number, token = '') => {
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', CLIENT, String(port), path, String(depth), token]);
  return JSON.parse(stdout) as { status: number | string };
};

/** POSTs a JSON body over a real socket; resolves with the status. */
const post = (port: number, path: string, body: string) =>
  new Promise<number>((resolve, reject) => {
    const request = httpRequest(
      { port, host: '127.0.0.1', path, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    // The server answers before reading a body over its limit and may close the socket under the upload.
    request.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    request.end(body);
  });

const healthStatuses = async (port: number, count: number) => {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await fetch(`http://127.0.0.1:${port}/svc/health`)).status);
  return statuses;
};

describe('body limits and JSON nesting over a listening server', () => {
  let current: Awaited<ReturnType<typeof startTestServer>>;
  let server: TestServer;
  let port: number;
  /** How many bytes of its socket the server had read when it answered, by url and status. */
  const bytesReadAtAnswer = new Map<string, number>();
  beforeAll(async () => {
    current = await startTestServer('pglite');
    server = current.server;
    server.app.addHook('onSend', async (request, reply) => {
      bytesReadAtAnswer.set(`${request.url} ${reply.statusCode}`, request.raw.socket.bytesRead);
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => current?.close());

  it('refuses a 19 MB nested body to the sign-in route before reading it, while health checks keep answering', async () => {
    const depth = 19 * 1024 * 512;
    const bodyBytes = 2 * depth;
    const [refused, during] = await Promise.all([postNested(port, SIGN_IN, depth), healthStatuses(port, 40)]);
    expect([413, 'ECONNRESET', 'EPIPE']).toContain(refused.status);
    // Refused on its declared length: the answer leaves before the body came in (before the limits, the
    // whole body was read and parsed, which took seconds and held the health checks up as long).
    expect(bytesReadAtAnswer.get(`${SIGN_IN} 413`)).toBeLessThan(bodyBytes / 2);
    expect(during.every((status) => status === 200)).toBe(true);
  });

  it('takes a sign-in body up to the public limit and refuses one above it', async () => {
    const padded = (bytes: number) => JSON.stringify({ email: 'someone@example.com', password: 'x'.repeat(bytes) });
    expect(await post(port, SIGN_IN, padded(PUBLIC_BODY_LIMIT - 100))).toBe(401);
    expect(await post(port, SIGN_IN, padded(PUBLIC_BODY_LIMIT))).toBe(413);
  });

  it('refuses a body nested deeper than the bound before parsing it, and parses one within it', async () => {
    const token = await server.tokenFor('admin');
    const deep = await postNested(port, '/svc/product/brands', 500_000, token);
    expect(deep.status).toBe(400);
    const tooDeep = await server.request(token, { method: 'POST', url: '/svc/product/brands', payload: nested(MAX_JSON_DEPTH + 1), headers: { 'content-type': 'application/json' } });
    expect(tooDeep.json().error.i18n.message).toEqual({ key: 'server.body_too_deep', params: { max: MAX_JSON_DEPTH } });
    const within = await server.request(token, { method: 'POST', url: '/svc/product/brands', payload: { name: 'Deep', slug: 'deep', description: '', extra: JSON.parse(nested(20)) } });
    expect(within.statusCode).toBe(201);
  });

  it('counts brackets inside strings as text, not nesting', () => {
    expect(nestsDeeperThan(JSON.stringify({ a: '['.repeat(100) }), 2)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ a: '\\"[[[' }), 2)).toBe(false);
    expect(nestsDeeperThan('[[[]]]', 2)).toBe(true);
  });

  it('refuses prototype keys in a body', async () => {
    const token = await server.tokenFor('admin');
    const response = await server.request(token, {
      method: 'POST',
      url: '/svc/product/brands',
      payload: '{"name":"Proto","slug":"proto","__proto__":{"is_admin":true}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
  });
});
