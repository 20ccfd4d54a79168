import { afterAll, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type JWTPayload } from 'jose';
import { readAuthSettings } from '../../server/auth/settings';
import { DEMO_ACCOUNTS } from '../../server/db/seed/accounts';
import { describeEachDatabase } from './harness';

/** A provider reduced to what the server reads: its discovery document and its signing keys. */
const providerKeys = await generateKeyPair('RS256');
const strangerKeys = await generateKeyPair('RS256');
const jwk = { ...(await exportJWK(providerKeys.publicKey)), kid: 'provider-key', alg: 'RS256', use: 'sig' };
const provider = createServer((request, response) => {
  const issuer = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  response.setHeader('content-type', 'application/json');
  if (request.url === '/.well-known/openid-configuration') response.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks` }));
  else if (request.url === '/jwks') response.end(JSON.stringify({ keys: [jwk] }));
  else response.writeHead(404).end('{}');
});
await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
const ISSUER = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
const CLIENT_ID = 'backoffice-console';
const authSettings = readAuthSettings({ OIDC_ISSUER: ISSUER, OIDC_CLIENT_ID: CLIENT_ID });
afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

const idToken = (claims: JWTPayload, { key = providerKeys.privateKey, audience = CLIENT_ID, expiresIn = '5m' } = {}) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'provider-key' })
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setSubject('idp-user-1')
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(key);

const NONCE = 'n-0S6_WzA2Mj';

describeEachDatabase('OpenID Connect sign-in', (server) => {
  const exchange = (token: string, nonce = NONCE) =>
    server().request(undefined, { method: 'POST', url: '/svc/employee/api/v1/employee/login/oidc', payload: { id_token: token, nonce } });

  it('turns a verified identity into this server’s own session for the employee with that email', async () => {
    const response = await exchange(await idToken({ email: DEMO_ACCOUNTS.editor.email.toUpperCase(), nonce: NONCE }));
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/HttpOnly/);
    const session = await server().request(response.json().body.token, { method: 'GET', url: '/svc/employee/api/v1/employee/session' });
    expect(session.json().body).toMatchObject({ role: 'editor', is_super_admin: false });
  });

  it('a renewed sign-in replaces the session whose refresh cookie the browser presents', async () => {
    const first = await exchange(await idToken({ email: DEMO_ACCOUNTS.admin.email, nonce: NONCE }));
    const firstCookie = String(first.headers['set-cookie']).split(';')[0]!;
    const renewed = await server().request(undefined, {
      method: 'POST',
      url: '/svc/employee/api/v1/employee/login/oidc',
      payload: { id_token: await idToken({ email: DEMO_ACCOUNTS.admin.email, nonce: NONCE }), nonce: NONCE },
      headers: { cookie: firstCookie },
    });
    expect(renewed.statusCode).toBe(200);
    const stale = await server().request(first.json().body.token, { method: 'GET', url: '/svc/employee/api/v1/employee/session' });
    expect(stale.statusCode).toBe(401);
    const current = await server().request(renewed.json().body.token, { method: 'GET', url: '/svc/employee/api/v1/employee/session' });
    expect(current.statusCode).toBe(200);
  });

  it('refuses tokens signed by another key, for another client, expired, or with another nonce', async () => {
    const email = DEMO_ACCOUNTS.admin.email;
    const refused = [
      await exchange(await idToken({ email, nonce: NONCE }, { key: strangerKeys.privateKey })),
      await exchange(await idToken({ email, nonce: NONCE }, { audience: 'someone-else' })),
      await exchange(await idToken({ email, nonce: NONCE }, { expiresIn: '-1m' })),
      await exchange(await idToken({ email, nonce: 'other' })),
      await exchange(await idToken({ email, nonce: NONCE, email_verified: false })),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401]);
  });

  it('refuses a verified identity that is no employee', async () => {
    const response = await exchange(await idToken({ email: 'visitor@example.org', nonce: NONCE }));
    expect(response.statusCode).toBe(403);
  });

  it('answers bad input with 400', async () => {
    const response = await server().request(undefined, { method: 'POST', url: '/svc/employee/api/v1/employee/login/oidc', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['id_token', 'nonce']);
  });
}, { authSettings });
