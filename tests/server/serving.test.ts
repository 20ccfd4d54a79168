import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { readConfig } from '../../server/config';
import { registerSecurityHeaders } from '../../server/http/securityHeaders';
import { startTestServer, type TestServer } from './harness';

/**
 * How the server answers browsers: security headers, caching and compression. None of it depends on
 * the database, so one PGlite server per configuration is enough.
 */
const INDEX = '<!doctype html><title>console</title><script type="module" src="/assets/index-Ab12Cd34.js"></script>';
/** What the build writes for console paths: index.html preloading the shell, and at a list's paths its screen too (vite.config.ts). */
const CONSOLE_PAGE = INDEX.replace('<script', '<link rel="modulepreload" href="/assets/shell-Ef56Gh78.js"><script');
const PRODUCTS_PAGE = CONSOLE_PAGE.replace('<script', '<link rel="modulepreload" href="/assets/ProductList-Ij90Kl12.js"><script');
const ASSET = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: 'row ${i}' }`).join(', ')}];\n`;

const consoleDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'console-serving-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'console.html'), CONSOLE_PAGE);
  mkdirSync(join(dir, 'console'));
  writeFileSync(join(dir, 'console', 'products.html'), PRODUCTS_PAGE);
  writeFileSync(join(dir, 'assets', 'index-Ab12Cd34.js'), ASSET);
  writeFileSync(join(dir, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync(ASSET));
  writeFileSync(join(dir, 'assets', 'index-Ab12Cd34.js.gz'), gzipSync(ASSET));
  return dir;
};

const directives = (response: LightMyRequestResponse) =>
  new Map(
    String(response.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...values]): [string, string[]] => [name!, values]),
  );

const expectSecurityHeaders = (response: LightMyRequestResponse) => {
  const policy = directives(response);
  expect(String(response.headers['content-security-policy'])).not.toContain('unsafe-eval');
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // Served over plain http here: no HSTS.
  expect(response.headers['strict-transport-security']).toBeUndefined();
};

describe('serving, default configuration', () => {
  let server: TestServer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ server, close } = await startTestServer('pglite', { consoleDir: consoleDir() }));
  });
  afterAll(async () => close());

  it('answers the console page with the policy and no-cache, at its path and for history-mode paths', async () => {
    const pages = {
      '/index.html': INDEX,
      '/pages/login?next=%2Fapps': INDEX,
      '/callback': INDEX,
      '/apps/products?filter=%7B%7D': PRODUCTS_PAGE,
      '/products': PRODUCTS_PAGE,
      '/products/12': CONSOLE_PAGE,
      '/apps/customers/customers-list': CONSOLE_PAGE,
      '/': CONSOLE_PAGE,
    };
    for (const [url, body] of Object.entries(pages)) {
      const page = await server.request(undefined, { method: 'GET', url });
      expect(page.statusCode).toBe(200);
      // Public pages do not preload the admin shell; console paths do, with the list screen where a page was built for it.
      expect(page.body, url).toBe(body);
      expect(page.headers['cache-control']).toBe('no-cache');
      expectSecurityHeaders(page);
      expect(directives(page).get('connect-src')).toEqual(["'self'"]);
      expect(directives(page).get('frame-src')).toEqual(["'none'"]);
    }
  });

  it('sends a hashed asset as its precompressed copy, cached for a year', async () => {
    const url = '/assets/index-Ab12Cd34.js';
    const brotli = await server.request(undefined, { method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(ASSET.length / 3);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(ASSET);
    expectSecurityHeaders(brotli);

    const gzip = await server.request(undefined, { method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(ASSET);

    const plain = await server.request(undefined, { method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);
  });

  it('answers 404 for a missing hashed asset instead of the page', async () => {
    const missing = await server.request(undefined, { method: 'GET', url: '/assets/index-Gone0000.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/json/);
  });

  it('compresses a large API list, keeping its Content-Range, and leaves a small answer as it is', async () => {
    const token = await server.tokenFor('admin');
    const list = await server.request(token, { method: 'GET', url: '/svc/product/products?range=[0,49]', headers: { 'accept-encoding': 'br, gzip' } });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    expect(list.headers['content-range']).toMatch(/^products 0-\d+\/\d+$/);
    const rows = JSON.parse(brotliDecompressSync(list.rawPayload).toString()) as unknown[];
    expect(rows.length).toBeGreaterThan(1);
    expectSecurityHeaders(list);

    const health = await server.request(undefined, { method: 'GET', url: '/svc/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ isSuccess: true });
    expectSecurityHeaders(health);
  });

  it('answers HEAD wherever it answers GET: console paths, files and API routes, headers without a body', async () => {
    for (const url of ['/', '/apps/products', '/pages/login', '/assets/index-Ab12Cd34.js']) {
      const head = await server.request(undefined, { method: 'HEAD', url });
      expect(head.statusCode, url).toBe(200);
      expect(head.body, url).toBe('');
      expect(head.headers['content-type'], url).toMatch(/html|javascript/);
    }
    const token = await server.tokenFor('admin');
    const head = await server.request(token, { method: 'HEAD', url: '/svc/product/products?range=[0,9]' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-range']).toMatch(/^products 0-\d+\/\d+$/);
    expect((await server.request(undefined, { method: 'HEAD', url: '/svc/product/products' })).statusCode).toBe(401);
  });

  it('marks every answer of a guarded API route no-store, refusals too, and names the request id', async () => {
    const token = await server.tokenFor('admin');
    for (const url of ['/svc/product/products?range=[0,9]', '/svc/employee/api/v1/employee/session']) {
      const answer = await server.request(token, { method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-store');
      expect(answer.headers['x-request-id'], url).toMatch(/^[0-9a-f-]{36}$/);
    }
    const refused = await server.request(undefined, { method: 'GET', url: '/svc/product/products' });
    expect(refused.headers['cache-control']).toBe('no-store');
    const forwarded = await server.request(undefined, { method: 'GET', url: '/svc/health', headers: { 'x-request-id': 'lb-1234.abc' } });
    expect(forwarded.headers['x-request-id']).toBe('lb-1234.abc');
    const hostile = await server.request(undefined, { method: 'GET', url: '/svc/health', headers: { 'x-request-id': 'bad id\u0000' } });
    expect(hostile.headers['x-request-id']).not.toContain('bad');
  });

  it('keeps cross-origin calls closed', async () => {
    const call = await server.request(undefined, { method: 'GET', url: '/svc/health', headers: { origin: 'https://elsewhere.example' } });
    expect(call.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('serving, with an identity provider, API bases and consoles on other hosts', () => {
  const env = {
    OIDC_ISSUER: 'https://login.example/realms/staff',
    OIDC_CLIENT_ID: 'console',
    VITE_PRODUCT_API_URL: 'https://catalogue.example/svc/product',
    VITE_EMPLOYEE_API_URL: '/svc/employee',
    CSP_CONNECT_SRC: 'https://search.example',
    CORS_ORIGINS: 'https://console.example, https://backoffice.example/',
  };
  const config = readConfig(env, []);
  let server: TestServer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ server, close } = await startTestServer('pglite', {
      consoleDir: consoleDir(),
      authSettings: config.authSettings,
      browserAccess: config.browserAccess,
    }));
  });
  afterAll(async () => close());

  it('reads the origins from the environment', () => {
    expect(config.browserAccess).toEqual({
      apiOrigins: ['https://catalogue.example', 'https://search.example'],
      corsOrigins: ['https://console.example', 'https://backoffice.example'],
    });
    expect(() => readConfig({ CORS_ORIGINS: 'console.example' }, [])).toThrow('CORS_ORIGINS: console.example is not an http(s) URL');
  });

  it('lets the console reach the other bases and the provider, and frame only its callback page for silent renewal', async () => {
    const page = await server.request(undefined, { method: 'GET', url: '/dashboard/analytics' });
    const policy = directives(page);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://catalogue.example', 'https://search.example', 'https://login.example']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://catalogue.example', 'https://search.example']);
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://login.example']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);

    const callback = await server.request(undefined, { method: 'GET', url: '/callback' });
    expect(callback.body).toBe(INDEX);
    expect(directives(callback).get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('opens CORS with credentials to the listed origins only', async () => {
    const allowed = await server.request(undefined, { method: 'GET', url: '/svc/health', headers: { origin: 'https://console.example' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://console.example');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    expect(allowed.headers['access-control-expose-headers']).toBe('Content-Range, X-Total-Estimated');

    const preflight = await server.request(undefined, {
      method: 'OPTIONS',
      url: '/svc/product/products/1',
      headers: { origin: 'https://backoffice.example', 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization, content-type' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toContain('PUT');
    expect(preflight.headers['access-control-allow-headers']).toBe('authorization, content-type');

    const other = await server.request(undefined, { method: 'GET', url: '/svc/health', headers: { origin: 'https://elsewhere.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('HSTS', () => {
  it('is sent when the request came over https, as a trusted proxy tells', async () => {
    const app = Fastify({ trustProxy: true });
    await registerSecurityHeaders(app, { apiOrigins: [] });
    app.get('/', async () => 'ok');
    const https = await app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await app.inject({ method: 'GET', url: '/' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    await app.close();
  });
});
